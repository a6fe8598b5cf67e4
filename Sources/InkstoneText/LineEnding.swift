/// The line break an editor inserts (S5).
public enum LineEnding: String, Sendable, CaseIterable, Codable {
    case lf, crlf, cr

    public var units: [UInt16] {
        switch self {
        case .lf: [0x0A]
        case .crlf: [0x0D, 0x0A]
        case .cr: [0x0D]
        }
    }

    public var string: String { String(decoding: units, as: UTF16.self) }

    /// The majority line ending; ties prefer LF, then CRLF, then CR; LF when there is none.
    public static func detect(lf: Int, crlf: Int, cr: Int) -> LineEnding {
        if lf >= crlf && lf >= cr { return .lf }
        if crlf >= cr { return .crlf }
        return .cr
    }
}
