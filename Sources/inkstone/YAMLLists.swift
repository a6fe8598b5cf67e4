import Foundation

/// The few shapes of YAML a cspell config uses for its lists: `key:` then `- item`
/// lines, or `key: [a, b]`; and a list of mappings with one field taken
/// (`dictionaryDefinitions:` then `- name: x` / `path: ./words.txt`).
struct YAMLLists {
    private let lines: [Substring]

    init(_ text: String) {
        lines = text.split(whereSeparator: \.isNewline)
    }

    /// The items of the top-level list `key`, or nil when there is none.
    func values(of key: String, field: String? = nil) -> [String]? {
        guard let start = lines.firstIndex(where: { $0.hasPrefix(key + ":") }) else { return nil }
        let rest = lines[start].dropFirst(key.count + 1).trimmingCharacters(in: .whitespaces)
        if rest.hasPrefix("[") {
            return rest.dropFirst().prefix { $0 != "]" }.split(separator: ",").map { Self.scalar($0) }
        }
        var items: [String] = []
        for line in lines[(start + 1)...] {
            guard line.first == " " || line.first == "-" || line.first == "\t" || line.trimmingCharacters(in: .whitespaces).hasPrefix("#") else { break }
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if let field {
                let body = trimmed.hasPrefix("- ") ? String(trimmed.dropFirst(2)) : trimmed
                if body.hasPrefix(field + ":") { items.append(Self.scalar(body.dropFirst(field.count + 1))) }
            } else if trimmed.hasPrefix("- ") {
                items.append(Self.scalar(trimmed.dropFirst(2)))
            }
        }
        return items
    }

    /// A plain or quoted scalar, without a trailing comment.
    private static func scalar<S: StringProtocol>(_ text: S) -> String {
        var value = text.trimmingCharacters(in: .whitespaces)
        if let quote = value.first, quote == "\"" || quote == "'", let end = value.dropFirst().firstIndex(of: quote) {
            return String(value[value.index(after: value.startIndex)..<end])
        }
        if let comment = value.range(of: " #") { value = String(value[..<comment.lowerBound]) }
        return value.trimmingCharacters(in: .whitespaces)
    }
}
