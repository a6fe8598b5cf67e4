import InkstoneText

/// The value of a key that says it holds a name — `'nativeName' => 'fiteny malagasy'`,
/// `displayName: "Kajin M̧ajeļ"`, `first_name = "Sherlok"` — is a name, not a sentence,
/// though the grammar captures it as a string (issue #26, round T: Carbon's list of
/// languages by their own names, 16 of its 48 findings). Only a key with something before
/// `Name` or `_name` counts: a bare `name:` labels a step of a workflow in words people read.
/// A manifest's `license` (`license = "Unlicense OR MIT"` in Cargo.toml, package.json's
/// `"license": "MIT"`, a gemspec's `spec.license`) holds an SPDX expression: licences'
/// identifiers, not words (ripgrep's ten Cargo.toml files, ten of the first look's noise).
enum NamedValues {
    /// The keys whose value is a licence's identifier, lowercased.
    static let licenceKeys: Set<String> = ["license", "licence", "licenses", "licences"]

    /// Whether the string literal `literal` (its text, the quote right before it) is the
    /// value of such a key: `key => '…'`, `key: "…"`, `key = "…"`, the key quoted or not.
    static func isName(_ literal: TextRange, in document: TextDocument) -> Bool {
        // Asked of every string literal and every prose range: the unit before it first,
        // then the units before that, fetched at once (one look-up of the document's rope,
        // not one a unit), the whole document before it only when the key runs past them.
        guard literal.location > 0, document.units(in: TextRange(literal.location - 1, 1)).first.map(isQuote) == true else { return false }
        let start = max(0, literal.location - windowLength)
        let window = document.units(in: TextRange(start, literal.location - start))
        if let verdict = isName(before: window, reachesStart: start == 0) { return verdict }
        return isName(before: document.units(in: TextRange(0, literal.location)), reachesStart: true)!
    }

    /// How many units before a literal are fetched first.
    private static let windowLength = 160

    /// The verdict on a literal right after `units`; nil when the key may start before
    /// them (`reachesStart` false: they are not the document's start).
    private static func isName(before units: [UInt16], reachesStart: Bool) -> Bool? {
        var index = units.count - 1
        guard index >= 0 else { return reachesStart ? false : nil }
        guard isQuote(units[index]) else { return false }
        index -= 1
        while index >= 0 && isBlank(units[index]) { index -= 1 }
        guard index >= 0 else { return reachesStart ? false : nil }
        if units[index] == 0x3E && index == 0 && !reachesStart { return nil }
        if units[index] == 0x3E && index >= 1 && units[index - 1] == 0x3D { index -= 2 }  // =>
        else if units[index] == 0x3A || units[index] == 0x3D { index -= 1 }  // : or =
        else { return false }
        while index >= 0 && isBlank(units[index]) { index -= 1 }
        if index >= 0 && isQuote(units[index]) { index -= 1 }
        let end = index + 1
        while index >= 0 && isNameUnit(units[index]) { index -= 1 }
        if index < 0 && !reachesStart { return nil }
        guard end - (index + 1) >= 5 else { return false }
        let key = String(decoding: units[(index + 1)..<end], as: UTF16.self)
        return key.hasSuffix("_name") || key.hasSuffix("Name") && key.first?.isLowercase == true
            || licenceKeys.contains(key.lowercased())
    }

    private static func isQuote(_ unit: UInt16) -> Bool { unit == 0x22 || unit == 0x27 || unit == 0x60 }
    private static func isBlank(_ unit: UInt16) -> Bool { unit == 0x20 || unit == 0x09 }
    private static func isNameUnit(_ unit: UInt16) -> Bool {
        (0x61...0x7A).contains(unit) || (0x41...0x5A).contains(unit) || (0x30...0x39).contains(unit) || unit == 0x5F
    }
}
