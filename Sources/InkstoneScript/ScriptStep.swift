import InkstoneJSON
/// One operation of a session script, as read from one line.
public struct ScriptStep: Sendable {
    public let line: Int
    public let op: String
    let fields: [(String, JSONValue)]

    /// The allowed keys of each operation (besides "op"), from the runner's table;
    /// `expect` is checked apart.
    static let allowedKeys: [String: Set<String>] = ScriptRunner.operations.mapValues(\.keys).merging([
        "expect": ["text", "active", "selection", "canUndo", "canRedo", "lineEnding", "indentation", "findings",
                   "events", "noEvents"],
    ]) { first, _ in first }

    func value(_ key: String) -> JSONValue? { fields.first { $0.0 == key }?.1 }

    func string(_ key: String) throws(ScriptError) -> String {
        guard let value = value(key) else { throw missing(key) }
        guard case .string(let text) = value else { throw wrongType(key, "a string") }
        return text
    }

    func optionalString(_ key: String) throws(ScriptError) -> String? {
        value(key) == nil ? nil : try string(key)
    }

    func int(_ key: String, minimum: Int = 0) throws(ScriptError) -> Int {
        guard let value = value(key) else { throw missing(key) }
        guard case .int(let number) = value else { throw wrongType(key, "an integer") }
        guard number >= minimum else { throw ScriptError(line: line, "\"\(key)\" must be at least \(minimum), not \(number)") }
        return number
    }

    func bool(_ key: String) throws(ScriptError) -> Bool {
        guard let value = value(key) else { throw missing(key) }
        guard case .bool(let flag) = value else { throw wrongType(key, "true or false") }
        return flag
    }

    func pair(_ key: String) throws(ScriptError) -> (Int, Int) {
        guard let value = value(key) else { throw missing(key) }
        guard case .array(let items) = value, items.count == 2, case .int(let first) = items[0], case .int(let second) = items[1]
        else { throw wrongType(key, "[location, length] (two integers)") }
        guard first >= 0, second >= 0 else { throw ScriptError(line: line, "\"\(key)\" must not be negative: [\(first), \(second)]") }
        return (first, second)
    }

    func choice(_ key: String, _ choices: [String]) throws(ScriptError) -> String {
        let value = try string(key)
        guard choices.contains(value) else {
            throw ScriptError(line: line, "\"\(key)\" must be one of \(choices.map { "\"\($0)\"" }.joined(separator: ", ")), not \"\(value)\"")
        }
        return value
    }

    func missing(_ key: String) -> ScriptError {
        ScriptError(line: line, "\"\(op)\" needs \"\(key)\"")
    }

    func wrongType(_ key: String, _ expected: String) -> ScriptError {
        ScriptError(line: line, "\"\(key)\" must be \(expected)")
    }
}
