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

    /// `a=1&b=x+y%21`: plus signs are spaces, then percent escapes are decoded. A `%`
    /// that starts no escape stays as it is: LibreOffice 7.4 sends its paragraph
    /// without encoding it, so "50% off" must not refuse the whole check.
    static func urlEncoded(_ body: Data) throws(APIError) -> [String: String] {
        var fields: [String: String] = [:]
        for pair in body.split(separator: UInt8(ascii: "&")) where !pair.isEmpty {
            let parts = pair.split(separator: UInt8(ascii: "="), maxSplits: 1, omittingEmptySubsequences: false)
            guard let name = decode(parts[0]), let value = decode(parts.count > 1 ? parts[1] : Data()) else {
                let shown = String(decoding: pair.prefix(40), as: UTF8.self)
                throw APIError(400, "the form field '\(shown)\(pair.count > 40 ? "…" : "")' is not UTF-8 once its percent escapes "
                    + "are decoded; send the text encoded as UTF-8")
            }
            fields[name] = value
        }
        return fields
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
