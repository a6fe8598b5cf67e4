import XCTest
@testable import InkstoneProofing
@testable import InkstoneText

/// The parts of speech: WordNet's and Hunspell's forms, the lexicon's closed classes,
/// and the tagger's choice from the word before.
final class TaggerTests: XCTestCase {
    private func tags(_ text: String) -> [String] {
        let document = TextDocument(text)
        var sentence = GrammarTokenizer(document: document).sentences(in: [document.fullRange])[0]
        Tagger.english.tag(&sentence)
        return sentence.filter(\.isWord).map { "\($0.text)/\($0.tag?.rawValue ?? "?")" }
    }

    func testTheWordFormsListKnowsRegularAndIrregularForms() {
        let forms = WordForms.english
        XCTAssertEqual(forms.readings(of: "went").map(\.tag), [.pastVerb, .participle])
        XCTAssertEqual(forms.readings(of: "went").first?.lemma, "go")
        XCTAssertTrue(forms.readings(of: "taller").contains { $0.tag == .comparative && $0.lemma == "tall" })
        XCTAssertTrue(forms.readings(of: "settings").contains { $0.tag == .pluralNoun && $0.lemma == "setting" })
        XCTAssertTrue(forms.readings(of: "set").contains { $0.tag == .pastVerb }, "a verb whose past is its base")
        XCTAssertEqual(forms.readings(of: "zzzz"), [])
    }

    func testTheTaggerReadsTheWordBefore() {
        XCTAssertEqual(tags("The dog wagged its tail."), ["The/DT", "dog/NN", "wagged/VBD", "its/PRP$", "tail/NN"])
        XCTAssertEqual(tags("I like it."), ["I/PRP", "like/VB", "it/PRP"])
        XCTAssertEqual(tags("She has gone."), ["She/PRP", "has/VBZ", "gone/VBN"])
        XCTAssertEqual(tags("This setting can run."), ["This/DT", "setting/NN", "can/MD", "run/VB"])
    }

    func testAHyphenatedWordReadsAsItsLastPart() {
        XCTAssertEqual(tags("Someone force-pushed it."), ["Someone/PRP", "force-pushed/VBD", "it/PRP"])
        XCTAssertEqual(Tagger.english.headReadings(of: "force-pushed").first?.lemma, "force-push")
        XCTAssertEqual(Tagger.english.headReadings(of: "built-in"), [], "a closed-class last part")
        XCTAssertEqual(Tagger.english.headReadings(of: "zzzz-qqqq"), [])
    }

    func testInflectionsMakeTheFormsAFixNeeds() {
        let document = TextDocument("went goes files has")
        var sentence = GrammarTokenizer(document: document).sentences(in: [document.fullRange])[0]
        Tagger.english.tag(&sentence)
        let inflections = Inflections.english
        XCTAssertEqual(inflections.form(.participle, of: sentence[0]), "gone")
        XCTAssertEqual(inflections.form(.base, of: sentence[1]), "go")
        XCTAssertEqual(inflections.form(.singular, of: sentence[2]), "file")
        XCTAssertEqual(inflections.form(.pluralVerb, of: sentence[3]), "have")
    }

    /// dictionaries/lexicon.tsv: a header, three columns, a reason on every row, sorted,
    /// and every class one the tagger or the verb forms read.
    func testTheLexiconIsSortedAndEveryRowHasAReason() throws {
        let lexicon = Lexicon.english
        XCTAssertGreaterThan(lexicon.entries.count, 300)
        let rows = lexicon.entries.map { "\($0.word)\t\($0.wordClass)\t\($0.reason)" }
        XCTAssertEqual(rows, rows.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }, "keep it sorted: LC_ALL=C sort")
        for entry in lexicon.entries {
            XCTAssertTrue(Lexicon.partsOfSpeech(of: entry.wordClass) != nil || entry.wordClass.hasPrefix("verb.")
                          || entry.wordClass.hasPrefix("lemma.") || entry.wordClass.hasPrefix("list."), entry.wordClass)
        }
        XCTAssertTrue(lexicon.contains("she", in: "pronoun.subject"))
        // A lemma class lists verbs for the rules' `=@` tests and gives the word no class.
        XCTAssertTrue(lexicon.words(in: "lemma.takes-clause").contains("say"))
        XCTAssertEqual(lexicon.classes(of: "say"), [])
        XCTAssertEqual(lexicon.classes(of: "news"), [], "a list. class gives no word a class either")
        XCTAssertThrowsError(try Lexicon(text: "word\tclass\treason\nthe\tarticle\n", name: "x.tsv")) { error in
            XCTAssertEqual("\(error)", "x.tsv:2: a row needs three tab-separated columns, none empty; write it as word<TAB>class<TAB>reason")
        }
    }
}
