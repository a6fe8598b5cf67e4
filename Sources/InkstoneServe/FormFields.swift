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

    /// `a=1&b=x+y%21`: plus signs are spaces, then percent escapes are decoded.
    static func urlEncoded(_ body: Data) throws(APIError) -> [String: String] {
        guard let text = String(data: body, encoding: .utf8) else {
            throw APIError(400, "the request body is not UTF-8; send the form encoded as UTF-8")
        }
        var fields: [String: String] = [:]
        for pair in text.split(separator: "&") where !pair.isEmpty {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard let name = decode(parts[0]), let value = decode(parts.count > 1 ? parts[1] : "") else {
                let shown = pair.count > 40 ? pair.prefix(40) + "…" : pair
                throw APIError(400, "bad percent-encoding in the form field '\(shown)'; escape '%' as %25 and the text as UTF-8")
            }
            fields[name] = value
        }
        return fields
    }

    private static func decode(_ part: Substring) -> String? {
        String(part).replacingOccurrences(of: "+", with: " ").removingPercentEncoding
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
