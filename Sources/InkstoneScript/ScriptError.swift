/// A script that cannot run as written: the message names the line, the key and what
/// would be right. Exit status 2.
public struct ScriptError: Error, Equatable, CustomStringConvertible {
    public let line: Int
    public let message: String

    public init(line: Int, _ message: String) {
        self.line = line
        self.message = message
    }

    public var description: String { "line \(line): \(message)" }
}
