import InkstoneText

/// A short text — a literal, a line — as Unicode scalars, cut into tokens at white
/// space: what `LiteralText` judges, read from the document's UTF-16 units without
/// making a `String` or walking it by `Character` (issue #27). Character classes are
/// the first-scalar classes `Character` uses (`isLetter` is `isAlphabetic`), with an
/// ASCII fast path.
struct ScalarText {
    let scalars: [Unicode.Scalar]
    /// Each token's bounds in `scalars`: runs of scalars that are not white space.
    let tokens: [Range<Int>]

    init<Units: Collection>(units: Units) where Units.Element == UInt16 {
        var scalars: [Unicode.Scalar] = []
        scalars.reserveCapacity(units.count)
        var iterator = units.makeIterator()
        var decoder = UTF16()
        decode: while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar): scalars.append(scalar)
            case .error: scalars.append("\u{FFFD}")
            case .emptyInput: break decode
            }
        }
        var tokens: [Range<Int>] = []
        var start: Int?
        for (index, scalar) in scalars.enumerated() {
            if Self.isWhitespace(scalar) {
                if let first = start { tokens.append(first..<index) }
                start = nil
            } else if start == nil {
                start = index
            }
        }
        if let first = start { tokens.append(first..<scalars.count) }
        self.scalars = scalars
        self.tokens = tokens
    }

    init(_ string: String) {
        self.init(units: string.utf16)
    }

    subscript(token: Range<Int>) -> ArraySlice<Unicode.Scalar> { scalars[token] }

    /// Whether the token's scalars are exactly `text`'s.
    func token(_ token: Range<Int>, is text: String) -> Bool {
        scalars[token].elementsEqual(text.unicodeScalars)
    }

    /// The lines (cut at line breaks, empty ones left out), as scalar bounds.
    var lines: [Range<Int>] {
        var result: [Range<Int>] = []
        var start = 0
        for (index, scalar) in scalars.enumerated() where Self.isNewline(scalar) {
            if index > start { result.append(start..<index) }
            start = index + 1
        }
        if scalars.count > start { result.append(start..<scalars.count) }
        return result
    }

    static func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x10000 && UTF16Text.isWhiteSpace(UInt16(scalar.value))
    }

    static func isNewline(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A...0x0D, 0x85, 0x2028, 0x2029: true
        default: false
        }
    }

    static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return (0x41...0x5A).contains(scalar.value) || (0x61...0x7A).contains(scalar.value) }
        return scalar.properties.isAlphabetic
    }

    static func isUppercase(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return (0x41...0x5A).contains(scalar.value) }
        return scalar.properties.isUppercase
    }

    static func isNumber(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII { return (0x30...0x39).contains(scalar.value) }
        return scalar.properties.numericType != nil
    }

    /// `0`–`9` only.
    static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
        (0x30...0x39).contains(scalar.value)
    }
}
