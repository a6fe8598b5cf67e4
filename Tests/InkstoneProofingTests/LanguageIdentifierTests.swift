import XCTest
@testable import InkstoneProofing
@testable import InkstoneText

/// The language identifier (CLD2, issue #26, item 4) and how a paragraph's language is
/// decided with it: what it reliably reads wins over the dictionaries' vote, and the
/// vote decides only when it cannot tell.
final class LanguageIdentifierTests: XCTestCase {
    func testItNamesTheLanguageOfASentence() {
        XCTAssertEqual(LanguageIdentifier.language(of: "Ce paragraphe est écrit en français pour voir ce que le détecteur en pense."), "fr")
        XCTAssertEqual(LanguageIdentifier.language(of: "Dies ist ein Absatz auf Deutsch, damit wir sehen, was der Detektor sagt."), "de")
        XCTAssertEqual(LanguageIdentifier.language(of: "Este es un párrafo en español para ver qué dice el detector."), "es")
        XCTAssertEqual(LanguageIdentifier.language(of: "The function returns the parsed value or throws when the input is invalid."), "en")
    }

    func testMisspeltEnglishIsEnglishOrUnknownNeverAnotherLanguage() {
        for text in ["Teh quik brwn fox jumpd ovr teh lazzy dog and thn it ran awy quikly.",
                     "Recieve the pacakge, seperate the contnets, and definately acommodate the neccessary chnages.",
                     "Plese chek teh atached fiel tommorow.", "Thsi paragrpah si wirtten bdaly by smoeone in a hurry."] {
            let language = LanguageIdentifier.language(of: text)
            XCTAssertTrue(language == nil || language == "en", "\(text): \(language ?? "nil")")
        }
    }

    func testTooLittleTextIsNoAnswer() {
        XCTAssertNil(LanguageIdentifier.language(of: ""))
        XCTAssertNil(LanguageIdentifier.language(of: "x = 1; y = 2"))
    }

    // MARK: Deciding a paragraph's language

    private func foreign(_ text: String, refused: [String], own: Set<String> = ["en"],
                         identify: @escaping (String) -> String? = LanguageIdentifier.language(of:)) -> [ForeignParagraphs.Paragraph] {
        let document = TextDocument(text)
        let findings = refused.map { word -> Finding in
            let range = (text as NSString).range(of: word)
            return Finding(kind: .spelling, range: TextRange(range.location, range.length), text: word, message: "", suggestions: [],
                           rule: Rule.spelling.id)
        }
        return ForeignParagraphs.find(in: [document.fullRange], of: document, tokenizer: WordTokenizer(), findings: findings,
                                      alphabet: Set("abcdefghijklmnopqrstuvwxyz"), ownLanguages: own, identify: identify)
    }

    /// Ten of its fifteen words are refused — the vote alone calls it another language —
    /// but CLD2 reads English: it is checked as English.
    func testMisspeltEnglishTheIdentifierReadsIsChecked() {
        let text = "Teh quik brwn fox jumpd ovr teh lazzy dog and thn it ran awy quikly.\n"
        let refused = ["Teh", "quik", "brwn", "jumpd", "ovr", "teh", "lazzy", "thn", "awy", "quikly"]
        XCTAssertEqual(foreign(text, refused: refused), [])
        XCTAssertEqual(foreign(text, refused: refused, identify: { _ in nil }).count, 1, "without an answer the vote decides")
    }

    /// A third of its words refused is too few for the vote, enough with CLD2's reading.
    func testAParagraphTheIdentifierReadsInAnotherLanguageIsThatLanguages() {
        let text = "Le projet est simple et le code est propre, la documentation aussi.\n"
        let refused = ["projet", "est", "propre", "aussi"]
        XCTAssertEqual(foreign(text, refused: refused, identify: { _ in nil }), [], "a third refused: the vote says English")
        XCTAssertEqual(foreign(text, refused: refused, identify: { _ in "fr" }).map(\.language), ["fr"])
        XCTAssertEqual(foreign(text, refused: refused, own: ["en", "fr"], identify: { _ in "fr" }), [], "one of the checked languages")
        XCTAssertEqual(foreign(text, refused: ["projet", "est"], identify: { _ in "fr" }), [], "two refused words are no evidence")
        XCTAssertEqual(foreign(text, refused: refused).map(\.language), ["fr"], "CLD2 itself")
    }

    /// Round U of issue #26: CLD2 knows no Latin, and placeholder text shares enough
    /// short words with English that fewer than half of its words are refused. Twenty
    /// words without one of English's commonest is no English paragraph; misspelt
    /// English of that length holds one.
    func testALongParagraphWithoutEnglishsCommonestWordsIsNotEnglish() {
        let latin = "Nunc at felis non augue pretium in porta ac velit. Donec id nisi sed arcu rhoncus vitae in "
            + "ante. Integer a magna non est luctus tempus et id risus.\n"
        let refused = ["Nunc", "felis", "augue", "pretium", "porta", "velit", "Donec", "nisi", "arcu", "rhoncus", "vitae"]
        XCTAssertEqual(foreign(latin, refused: refused, identify: { _ in nil }).count, 1)
        XCTAssertEqual(foreign(latin, refused: refused, own: ["de"], identify: { _ in nil }), [], "only English's words are asked for")
        let english = "Teh quik brwn fox jumpd ovr teh lazzy dog and thn it ran awy quikly, and we saw it go past "
            + "our smal hous near teh rivr bank.\n"
        let misspelt = ["Teh", "quik", "brwn", "jumpd", "ovr", "lazzy", "thn", "awy", "quikly", "smal", "hous", "rivr"]
        XCTAssertEqual(foreign(english, refused: misspelt, identify: { _ in nil }), [])
        // Latin writes `has` (these): one of English's commonest words alone is no English.
        let withHas = "Nunc at felis has augue pretium in porta ac velit. Donec id nisi sed arcu rhoncus vitae in "
            + "ante. Integer a magna non est luctus tempus et id risus.\n"
        XCTAssertEqual(foreign(withHas, refused: refused, identify: { _ in nil }).count, 1)
        XCTAssertEqual(foreign(withHas, refused: refused, identify: { _ in "en" }).count, 1, "CLD2 may read Latin as English")
        let oneMarker = "Teh quik brwn fox jumpd ovr lazzy dog thn it ran awy quikly, but we saw it go past "
            + "our smal hous near teh rivr bank.\n"
        XCTAssertEqual(foreign(oneMarker, refused: misspelt, identify: { _ in nil }), [], "`it` twice is English")
    }
}
