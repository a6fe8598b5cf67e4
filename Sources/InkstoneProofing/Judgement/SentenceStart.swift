import InkstoneText

/// Whether a word begins a sentence: a capital there says nothing of a name.
enum SentenceStart {
    private static func isCapital(_ unit: UInt16) -> Bool { (0x41...0x5A).contains(unit) }

    private static func isLetterOrDigit(_ unit: UInt16) -> Bool {
        Unicode.Scalar(unit).map { $0.properties.isAlphabetic || ("0"..."9").contains($0) } ?? false
    }

    /// Whether only spaces and tabs stand between the line's start and `index`.
    private static func isLineStart(_ index: Int, in document: TextDocument) -> Bool {
        var before = index - 1
        while before >= 0, document[before] == 0x20 || document[before] == 0x09 { before -= 1 }
        return before < 0 || document[before] == 0x0A
    }

    /// Whether the `/` at `index` is part of a comment marker that opens its line:
    /// `//`, `///` or `/*` with only blanks before it.
    private static func opensLineComment(_ index: Int, in document: TextDocument) -> Bool {
        var first = index, last = index
        while first > 0, document[first - 1] == 0x2F { first -= 1 }
        while last + 1 < document.length, document[last + 1] == 0x2F { last += 1 }
        let isMarker = last > first || (last + 1 < document.length && document[last + 1] == 0x2A)
        return isMarker && isLineStart(first, in: document)
    }

    private static func isQuote(_ unit: UInt16) -> Bool {
        unit == 0x22 || unit == 0x27 || unit == 0x60 || unit == 0x201C || unit == 0x2018
    }

    /// The tags whose `>` ends a paragraph's, a line's or an item's opening (`<p>`, `<br/>`).
    private static let blockTags: Set<String> = ["p", "/p", "br", "br/", "br /", "li", "dd", "dt", "td", "th"]

    /// Whether the `>` at `index` closes one of `blockTags`, in any case.
    private static func endsBlockTag(at index: Int, in document: TextDocument) -> Bool {
        var start = index - 1
        while start >= 0 && index - start <= 5 && document[start] != 0x3C { start -= 1 }
        guard start >= 0, document[start] == 0x3C else { return false }
        return blockTags.contains(document.string(in: TextRange(start + 1, index - start - 1)).lowercased())
    }

    /// Whether the word at `offset` begins a sentence: nothing but opening marks and
    /// white space before it back to the document's start, a sentence's end (`.`, `!`,
    /// `?`, `:`; not an initial's `.`), a blank line, a line-start mark (a heading's `#`,
    /// a list's `-`, in markup its `*` too, a quote's `>`, a comment's `//` or `///`), an
    /// HTML tag that opens a paragraph, a line or an item (`<p>`), or a string's opening quote.
    static func startsSentence(at offset: Int, in document: TextDocument, isMarkup: Bool = false) -> Bool {
        var index = offset - 1
        var newlines = 0
        var skippedMark = false, skippedQuote = false
        while index >= 0 && offset - index < 200 {
            let unit = document[index]
            let isSpace = unit == 0x20 || unit == 0x09 || unit == 0x0D || unit == 0x0A
            // A string's first word (`print("Cancle")`) starts its sentence.
            if skippedQuote && !isSpace && !Self.isQuote(unit) {
                return !(Unicode.Scalar(unit)?.properties.isAlphabetic ?? false) && unit != 0x2C
            }
            switch unit {
            case 0x0A:
                newlines += 1
                if newlines >= 2 || skippedMark { return true }
            case 0x20, 0x09, 0x0D: break
            case _ where Self.isQuote(unit): skippedQuote = true
            // In Markdown a `*` alone at a line's start is a list's bullet (capybara's
            // `* Suport for …`), as `-` is; in a C block comment it starts every line.
            case 0x2A where isMarkup && isLineStart(index, in: document) && index + 1 < document.length && document[index + 1] == 0x20:
                skippedMark = true
            case 0x28, 0x5B, 0x7B, 0x2A, 0x5F: break
            // An HTML tag that starts a paragraph, a line or an item (Javadoc's `<p>`,
            // `<br>`, `<li>`, `</p>`): what follows starts a sentence.
            case 0x3E where Self.endsBlockTag(at: index, in: document):
                return true
            case 0x23, 0x2D, 0x3E, 0x2B:
                skippedMark = true
            // A line comment's `//` (Rust's `///` and `//!` too) starts the line as a `#` does.
            case 0x2F where opensLineComment(index, in: document):
                skippedMark = true
            // A dot with a letter or digit right before it and the word right after it
            // joins a member to its owner (`flag.Fset`, pflag's comments), no sentences.
            case 0x2E where index == offset - 1 && index >= 1 && Self.isLetterOrDigit(document[index - 1]):
                return false
            // A capital's full stop after a space is a name's initial (`John T. Wodder`), no sentence's end.
            case 0x2E where index >= 2 && Self.isCapital(document[index - 1]) && (document[index - 2] == 0x20 || document[index - 2] == 0x09):
                return false
            default:
                let isLetter = Unicode.Scalar(unit)?.properties.isAlphabetic ?? false
                return unit == 0x2E || unit == 0x21 || unit == 0x3F || unit == 0x3A
                    || (newlines > 0 && !isLetter && unit != 0x2C)
            }
            index -= 1
        }
        return true
    }
}

