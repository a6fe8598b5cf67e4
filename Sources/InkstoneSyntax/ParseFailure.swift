/// Why a syntax tree was given up: its document is then treated as protected as a
/// whole (nothing is checked or changed), and tools say that it was not checked.
public enum ParseFailure: Error, Equatable, Sendable, CustomStringConvertible {
    /// The parser read more than `ParseLimits.readFactor` times the text.
    case tooMuchWork(language: String)
    /// A Markdown paragraph nests inline markup deeper than `ParseLimits.inlineDepth`,
    /// at the given UTF-16 offset.
    case nestedTooDeeply(depth: Int, offset: Int)
    /// A Markdown paragraph holds more inline markers than `ParseLimits.inlineMarkers`;
    /// the offset is where the limit was passed.
    case tooMuchMarkup(markers: Int, offset: Int)
    /// The parse used more than `ParseLimits.cpuSeconds` of CPU time.
    case tooMuchTime(language: String, cpuSeconds: Double)
    /// The host's wall-clock timeout (`ParseLimits.timeoutMicroseconds`) ran out.
    case timedOut(language: String)

    /// Where in the document the trouble was found, when the parser knows.
    public var offset: Int? {
        switch self {
        case .nestedTooDeeply(_, let offset), .tooMuchMarkup(_, let offset): offset
        default: nil
        }
    }

    /// The same failure, found at `offset` of the document.
    func at(_ offset: Int) -> ParseFailure {
        switch self {
        case .nestedTooDeeply(let depth, _): .nestedTooDeeply(depth: depth, offset: offset)
        case .tooMuchMarkup(let markers, _): .tooMuchMarkup(markers: markers, offset: offset)
        default: self
        }
    }

    /// Which limit stopped a parse, from the value its cancellation flag was left with.
    static func stopped(_ language: String, flag: Int, limits: ParseLimits) -> ParseFailure {
        switch flag {
        case 0: .timedOut(language: language)
        case ParseWatchdog.flagValue: .tooMuchTime(language: language, cpuSeconds: limits.cpuSeconds)
        default: .tooMuchWork(language: language)
        }
    }

    public var description: String {
        switch self {
        case .tooMuchWork(let language):
            "the \(language) parser gave up: the text needs too much work to parse (a very long run of one "
                + "character, such as a line of thousands of '*'?)"
        case let .nestedTooDeeply(depth, _):
            "Markdown inline markup nested more than \(depth) levels deep (links or brackets inside each other); skip the file with ignorePaths in .inkstone.json"
        case let .tooMuchMarkup(markers, _):
            "a Markdown paragraph holds more than \(markers) inline markers (*, _, [, ! …), more than the Markdown parser can take; split the paragraph, or skip the file with ignorePaths in .inkstone.json"
        case let .tooMuchTime(language, seconds):
            "the \(language) parser gave up after \(Int(seconds)) s of CPU time: the text is too hard to parse "
                + "(thousands of emphasis markers in one paragraph?)"
        case .timedOut(let language):
            "the \(language) parser ran out of time"
        }
    }
}
