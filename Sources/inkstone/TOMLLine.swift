import Foundation

/// One `key = value` line of TOML or INI, as the other tools' settings write them: bare
/// or quoted keys, quoted or bare values, a `#` comment after a value.
enum TOMLLine {
    /// The key and the value of `key = value` (or `key: value` in INI), or nil.
    static func pair(_ line: String) -> (key: String, value: String)? {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty, !trimmed.hasPrefix("#"), !trimmed.hasPrefix(";"),
              let equals = trimmed.firstIndex(where: { $0 == "=" || $0 == ":" }) else { return nil }
        let key = trimmed[..<equals].trimmingCharacters(in: .whitespaces)
        var value = trimmed[trimmed.index(after: equals)...].trimmingCharacters(in: .whitespaces)
        if !value.hasPrefix("\""), !value.hasPrefix("'"), let comment = value.range(of: " #") {
            value = String(value[..<comment.lowerBound]).trimmingCharacters(in: .whitespaces)
        } else if let quote = value.first, quote == "\"" || quote == "'", let end = value.dropFirst().firstIndex(of: quote) {
            value = String(value[...end])
        }
        return key.isEmpty ? nil : (key, value)
    }

    /// A value or key without its quotes.
    static func unquoted(_ text: String) -> String {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard trimmed.count >= 2, let first = trimmed.first, first == "\"" || first == "'", trimmed.last == first else { return trimmed }
        return String(trimmed.dropFirst().dropLast())
    }
}
