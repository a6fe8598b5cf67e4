/// How a document indents (S6): with tabs or with a number of spaces.
public enum Indentation: Hashable, Sendable, CustomStringConvertible {
    case tab
    case spaces(Int)

    /// The units one level of indentation inserts.
    public var units: [UInt16] {
        switch self {
        case .tab: [0x09]
        case .spaces(let count): Array(repeating: 0x20, count: count)
        }
    }

    /// `tab` or `spaces:N`, as in session scripts.
    public var description: String {
        switch self {
        case .tab: "tab"
        case .spaces(let count): "spaces:\(count)"
        }
    }

    public init?(_ description: String) {
        if description == "tab" {
            self = .tab
        } else if description.hasPrefix("spaces:"), let count = Int(description.dropFirst(7)), (1...16).contains(count) {
            self = .spaces(count)
        } else {
            return nil
        }
    }
}
