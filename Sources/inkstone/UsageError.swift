/// A command line that cannot run; the message says what was wrong and what is right.
struct UsageError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}
