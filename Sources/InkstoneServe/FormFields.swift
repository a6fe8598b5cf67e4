import Foundation
import InkstoneJSON

/// The fields of a request: its query string's arguments, then its body's
/// (`application/x-www-form-urlencoded`, or a JSON object with the same names),
/// the body's winning.
enum FormFields {
    static func of(_ request: HTTPRequest) throws(APIError) -> [String: String] {
        guard !request.body.isEmpty else { return request.query }
        let body = request.mediaType == "application/json" ? try json(request.body) : try urlEncoded(request.body)
        return request.query.merging(body) { $1 }
    }

    /// `a=1&b=x+y%21`: plus signs are spaces, then percent escapes are decoded. In a
    /// field sent unencoded — LibreOffice 7.4 sends its paragraph as it is, spaces and
    /// all — a `%` that starts no escape stays as it is, so "50% off" does not refuse
    /// the check; in an encoded field (`text=%ZZ%`) it is a 400 naming the field, as
    /// LanguageTool answers.
    static func urlEncoded(_ body: Data) throws(APIError) -> [String: String] {
        var fields: [String: String] = [:]
        for pair in body.split(separator: UInt8(ascii: "&")) where !pair.isEmpty {
            let parts = pair.split(separator: UInt8(ascii: "="), maxSplits: 1, omittingEmptySubsequences: false)
            let rawName = parts[0], rawValue = parts.count > 1 ? parts[1] : Data()[...]
            guard let name = decode(rawName), let value = decode(rawValue) else {
                let shown = String(decoding: pair.prefix(40), as: UTF8.self)
                throw APIError(400, "the form field '\(shown)\(pair.count > 40 ? "…" : "")' is not UTF-8 once its percent escapes "
                    + "are decoded; send the text encoded as UTF-8")
            }
            if isEncoded(rawValue), let bad = strayPercent(in: rawValue) {
                throw APIError(400, "the form field '\(name)' has '\(bad)', which is no percent escape (a % and two hex digits); "
                    + "write a % in the text as %25")
            }
            fields[name] = value
        }
        return fields
    }

    /// Whether a field was form-encoded: it holds none of what an encoder escapes (a
    /// space, a control character, a byte past ASCII).
    private static func isEncoded(_ part: Data.SubSequence) -> Bool {
        !part.contains { $0 <= 0x20 || $0 >= 0x7F }
    }

    /// The first `%` that starts no escape, with what follows it (`%ZZ`); nil when none.
    private static func strayPercent(in part: Data.SubSequence) -> String? {
        var index = part.startIndex
        while let percent = part[index...].firstIndex(of: UInt8(ascii: "%")) {
            if hexValue(part, percent + 1) == nil || hexValue(part, percent + 2) == nil {
                return String(decoding: part[percent..<min(percent + 3, part.endIndex)], as: UTF8.self)
            }
            index = percent + 3
        }
        return nil
    }

    /// One name or value: `+` a space, `%XX` its byte, the bytes read as UTF-8 (nil if they are not).
    private static func decode(_ part: Data.SubSequence) -> String? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(part.count)
        var index = part.startIndex
        while index < part.endIndex {
            let byte = part[index]
            if byte == UInt8(ascii: "%"), let high = hexValue(part, index + 1), let low = hexValue(part, index + 2) {
                bytes.append(high << 4 | low)
                index += 3
                continue
            }
            bytes.append(byte == UInt8(ascii: "+") ? UInt8(ascii: " ") : byte)
            index += 1
        }
        return String(validating: bytes, as: UTF8.self)
    }

    private static func hexValue(_ part: Data.SubSequence, _ index: Data.Index) -> UInt8? {
        guard index < part.endIndex else { return nil }
        switch part[index] {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return part[index] - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return part[index] - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return part[index] - UInt8(ascii: "A") + 10
        default: return nil
        }
    }

    /// A JSON object's members as fields: strings as they are, numbers and booleans as
    /// text, arrays joined with commas (`"disabledRules": ["a", "b"]`), objects (`data`) as JSON.
    static func json(_ body: Data) throws(APIError) -> [String: String] {
        let value: JSONValue
        do { value = try JSONValue.parse(body) } catch {
            throw APIError(400, "the request body is not valid JSON: \(error)")
        }
        guard case .object(let members) = value else {
            throw APIError(400, "the request body must be a JSON object of fields (text, language, …), not \(value.text.prefix(40))")
        }
        var fields: [String: String] = [:]
        for (name, member) in members {
            switch member {
            case .string(let text): fields[name] = text
            case .array(let items): fields[name] = items.map { $0.string ?? $0.text }.joined(separator: ",")
            case .null: continue
            default: fields[name] = member.text
            }
        }
        return fields
    }
}
