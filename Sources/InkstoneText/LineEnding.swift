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

    /// `units` with every line break in it (CR LF, LF, CR) written as this ending.
    public func replacingLineBreaks(in units: [UInt16]) -> [UInt16] {
        guard units.contains(0x0A) || units.contains(0x0D) else { return units }
        var result: [UInt16] = []
        var index = 0
        while index < units.count {
            let unit = units[index]
            if unit == 0x0D || unit == 0x0A {
                result += self.units
                if unit == 0x0D && index + 1 < units.count && units[index + 1] == 0x0A { index += 1 }
            } else {
                result.append(unit)
            }
            index += 1
        }
        return result
    }

    /// The ending of the first line break in `units`; nil when there is none.
    public static func first(in units: [UInt16]) -> LineEnding? {
        guard let index = units.firstIndex(where: { $0 == 0x0A || $0 == 0x0D }) else { return nil }
        if units[index] == 0x0A { return .lf }
        return index + 1 < units.count && units[index + 1] == 0x0A ? .crlf : .cr
    }

    /// The majority line ending; ties prefer LF, then CRLF, then CR; LF when there is none.
    public static func detect(lf: Int, crlf: Int, cr: Int) -> LineEnding {
        if lf >= crlf && lf >= cr { return .lf }
        if crlf >= cr { return .crlf }
        return .cr
    }
}
