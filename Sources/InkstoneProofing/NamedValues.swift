import InkstoneText

/// The value of a key that says it holds a name — `'nativeName' => 'fiteny malagasy'`,
/// `displayName: "Kajin M̧ajeļ"`, `first_name = "Sherlok"` — is a name, not a sentence,
/// though the grammar captures it as a string (issue #26, round T: Carbon's list of
/// languages by their own names, 16 of its 48 findings). Only a key with something before
/// `Name` or `_name` counts: a bare `name:` labels a step of a workflow in words people read.
enum NamedValues {
    /// Whether the string literal `literal` (its text, the quote right before it) is the
    /// value of such a key: `key => '…'`, `key: "…"`, `key = "…"`, the key quoted or not.
    static func isName(_ literal: TextRange, in document: TextDocument) -> Bool {
        var index = literal.location - 1
        guard index >= 0, isQuote(document[index]) else { return false }
        index -= 1
        while index >= 0 && isBlank(document[index]) { index -= 1 }
        guard index >= 0 else { return false }
        if document[index] == 0x3E && index >= 1 && document[index - 1] == 0x3D { index -= 2 }  // =>
        else if document[index] == 0x3A || document[index] == 0x3D { index -= 1 }  // : or =
        else { return false }
        while index >= 0 && isBlank(document[index]) { index -= 1 }
        if index >= 0 && isQuote(document[index]) { index -= 1 }
        let end = index + 1
        while index >= 0 && isNameUnit(document[index]) { index -= 1 }
        guard end - (index + 1) >= 5 else { return false }
        let key = document.string(in: TextRange(index + 1, end - (index + 1)))
        return key.hasSuffix("_name") || key.hasSuffix("Name") && key.first?.isLowercase == true
    }

    private static func isQuote(_ unit: UInt16) -> Bool { unit == 0x22 || unit == 0x27 || unit == 0x60 }
    private static func isBlank(_ unit: UInt16) -> Bool { unit == 0x20 || unit == 0x09 }
    private static func isNameUnit(_ unit: UInt16) -> Bool {
        (0x61...0x7A).contains(unit) || (0x41...0x5A).contains(unit) || (0x30...0x39).contains(unit) || unit == 0x5F
    }
}
