/// What is wrong in a rule file or a lexicon, where, and how to put it right.
public struct RuleFileError: Error, CustomStringConvertible, Equatable {
    public let file: String
    public let line: Int
    public let problem: String
    public let fix: String

    public var description: String { "\(file):\(line): \(problem); \(fix)" }
}
