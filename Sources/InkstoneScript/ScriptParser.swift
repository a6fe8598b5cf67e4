import Foundation
import InkstoneJSON

/// Reads a session script (JSON Lines; blank lines and `//` lines skipped; an optional
/// header object with "script", "rules", "description"). Unknown ops and keys and
/// malformed lines are errors naming the line.
public enum ScriptParser {
    public struct Script: Sendable {
        public var name: String?
        public var rules: [String] = []
        public var description: String?
        public var steps: [ScriptStep] = []
        var hasSteps = false
        public init() {}
    }

    public static func parse(_ text: String) throws(ScriptError) -> Script {
        var script = Script()
        for (index, rawLine) in lines(of: text).enumerated() {
            if let step = try read(rawLine, line: index + 1, into: &script) { script.steps.append(step) }
        }
        return script
    }

    /// The script's lines, ended by LF, CRLF or CR. In a Swift string "\r\n" is one
    /// character, so splitting at "\n" alone would read a CRLF script as one line;
    /// U+2028 is not a line break here, as JSON strings may hold it.
    public static func lines(of text: String) -> [Substring] {
        text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }
    }

    /// Reads one line: a step, or nil for a blank line, a comment or the header.
    public static func read(_ rawLine: Substring, line: Int, into script: inout Script) throws(ScriptError) -> ScriptStep? {
        let trimmed = rawLine.trimmingCharacters(in: .whitespaces)
        if trimmed.isEmpty || trimmed.hasPrefix("//") { return nil }
        let value: JSONValue
        do {
            value = try JSONDecoder().decode(JSONValue.self, from: Data(trimmed.utf8))
        } catch {
            throw ScriptError(line: line, "not a JSON object: \(trimmed.prefix(60))")
        }
        guard case .object(let fields) = value else { throw ScriptError(line: line, "each line must be a JSON object") }
        if value["op"] == nil {
            try readHeader(fields, line: line, isFirst: !script.hasSteps && script.name == nil, into: &script)
            return nil
        }
        guard case .string(let op)? = value["op"] else { throw ScriptError(line: line, "\"op\" must be a string") }
        guard let allowed = ScriptStep.allowedKeys[op] else {
            throw ScriptError(line: line, "unknown op \"\(op)\"; see docs/script-format.md for the operations")
        }
        for (key, _) in fields where key != "op" && !allowed.contains(key) {
            let known = allowed.isEmpty ? "it takes no keys" : "it takes " + allowed.sorted().map { "\"\($0)\"" }.joined(separator: ", ")
            throw ScriptError(line: line, "unknown key \"\(key)\" for \"\(op)\"; \(known)")
        }
        script.hasSteps = true
        return ScriptStep(line: line, op: op, fields: fields.filter { $0.0 != "op" })
    }

    private static func readHeader(_ fields: [(String, JSONValue)], line: Int, isFirst: Bool, into script: inout Script) throws(ScriptError) {
        guard isFirst else { throw ScriptError(line: line, "missing \"op\" (only the first object may be a header)") }
        for (key, value) in fields {
            switch (key, value) {
            case ("script", .string(let name)): script.name = name
            case ("description", .string(let text)): script.description = text
            case ("rules", .array(let rules)):
                script.rules = try rules.map { rule throws(ScriptError) -> String in
                    guard case .string(let name) = rule else { throw ScriptError(line: line, "\"rules\" must be a list of strings such as \"S21\"") }
                    return name
                }
            case ("script", _), ("description", _), ("rules", _):
                throw ScriptError(line: line, "header key \"\(key)\" has the wrong type")
            default:
                throw ScriptError(line: line, "unknown header key \"\(key)\"; a header has \"script\", \"rules\", \"description\"")
            }
        }
    }
}
