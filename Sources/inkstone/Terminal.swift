import Foundation

/// Whether output goes to a person (colour) and the ANSI codes used for it.
enum Terminal {
    static var standardOutputIsTerminal: Bool { isatty(STDOUT_FILENO) == 1 }
    static var standardErrorIsTerminal: Bool { isatty(STDERR_FILENO) == 1 }

    static let reset = "\u{1B}[0m"

    /// A colour per highlight capture family (the part before the first dot).
    static func color(forCapture capture: String) -> String {
        switch capture.split(separator: ".").first.map(String.init) ?? capture {
        case "comment": "\u{1B}[2;3m"
        case "string", "text": capture.hasPrefix("text.literal") ? "\u{1B}[36m" : (capture.hasPrefix("text.title") ? "\u{1B}[1;34m" : "\u{1B}[32m")
        case "keyword", "conditional", "repeat", "include": "\u{1B}[35m"
        case "function", "method": "\u{1B}[34m"
        case "type", "constructor": "\u{1B}[33m"
        case "number", "constant", "boolean", "float": "\u{1B}[31m"
        case "punctuation", "operator": "\u{1B}[90m"
        case "property", "field", "attribute": "\u{1B}[36m"
        default: ""
        }
    }
}
