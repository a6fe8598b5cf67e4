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

    func testAnUnknownLowercaseWordReadsAsANoun() {
        XCTAssertEqual(tags("The plugin reads its config."), ["The/DT", "plugin/NN", "reads/VBZ", "its/PRP$", "config/NN"])
        XCTAssertEqual(Tagger.guessedReadings(of: "lockfile").map(\.tag), [.noun])
        // Near misses: shapes of other parts of speech, words in -s (`varargs`), short words, capitals.
        XCTAssertEqual(Tagger.guessedReadings(of: "varargs"), [])
        XCTAssertEqual(Tagger.guessedReadings(of: "rebased"), [])
        XCTAssertEqual(Tagger.guessedReadings(of: "autoscaling"), [])
        XCTAssertEqual(Tagger.guessedReadings(of: "nginxus"), [])
        XCTAssertEqual(Tagger.guessedReadings(of: "qz"), [])
        XCTAssertEqual(tags("We run Zork."), ["We/PRP", "run/VB", "Zork/NNP"])
    }

    func testAVerbAfterASingularNounIsSettledByTheWordAfter() {
        // `prints` after a noun and before a possessive is the noun's verb ...
        XCTAssertEqual(tags("The CLI prints its version."), ["The/DT", "CLI/?", "prints/VBZ", "its/PRP$", "version/NN"])
        XCTAssertEqual(tags("The CLI prints it's version.")[2], "prints/VBZ")
        // ... and a noun before anything else (near misses): a phrase, a relative clause, the end.
        XCTAssertEqual(tags("The CLI prints on the left are blue.")[2], "prints/NNS")
        XCTAssertEqual(tags("The CLI prints the daemon keeps are small.")[2], "prints/NNS")
        XCTAssertEqual(tags("It runs the Redis commands.")[4], "commands/NNS")
        // An adjective and a noun with no verb after them are the verb's object ...
        XCTAssertEqual(tags("The north slope needs new frames.")[3], "needs/VBZ")
        // ... but not when a verb follows: then they begin a relative clause (near miss).
        XCTAssertEqual(tags("The north slope needs new owners wrote are lost.")[3], "needs/NNS")
    }

    func testAVerbInSBetweenANounAndAPluralAuxiliaryIsAPluralNoun() {
        XCTAssertEqual(tags("The storage sheds are locked.")[2], "sheds/NNS")
        XCTAssertEqual(tags("The server logs can grow.")[2], "logs/NNS")
        // Near misses: before anything else, or after no noun, it stays a verb.
        XCTAssertEqual(tags("The server logs every request.")[2], "logs/VBZ")
        XCTAssertEqual(tags("It logs are what we keep.")[1], "logs/VBZ")
    }

    func testANounInSThatWordNetListsAsSingularIsPluralBeforeAPluralAuxiliary() {
        XCTAssertEqual(tags("The release archives have not changed.")[2], "archives/NNS")
        // Near miss: before a singular verb it keeps the singular reading.
        XCTAssertEqual(tags("The national archives has a new reading room.")[2], "archives/NN")
    }

    func testANounsPossessiveReadsAsTheNounAndOpensANounPhrase() {
        XCTAssertEqual(tags("Check the child's timetable.")[2], "child's/NN")
        XCTAssertEqual(tags("The user's erase key works.")[2], "erase/VB")
        XCTAssertEqual(Tagger.english.entry(of: "child's").classes, [Lexicon.possessiveNoun])
        // Near miss: a stem that is no noun gives no reading.
        XCTAssertEqual(Tagger.english.entry(of: "let's").classes.contains(Lexicon.possessiveNoun), false)
    }

    func testAnUnknownClosedCompoundReadsAsItsLastPartAsANoun() {
        XCTAssertEqual(tags("They signed the scoresheets."), ["They/PRP", "signed/VBD", "the/DT", "scoresheets/NNS"])
        XCTAssertEqual(Tagger.english.closedCompoundReadings(of: "scoresheets").map(\.tag), [.pluralNoun])
        // Near misses: a part shorter than three letters, a closed-class last part, capitals.
        XCTAssertEqual(Tagger.english.closedCompoundReadings(of: "resheets"), [])
        XCTAssertEqual(Tagger.english.closedCompoundReadings(of: "bookthe"), [])
        XCTAssertEqual(Tagger.english.closedCompoundReadings(of: "ScoreSheets"), [])
    }

    func testABaseFormBetweenANounAndAVerbIsANoun() {
        XCTAssertEqual(tags("The border check is strict."), ["The/DT", "border/NN", "check/NN", "is/VBZ", "strict/JJ"])
        // Near miss: after a plural subject the base form stays a verb.
        XCTAssertEqual(tags("The users check it."), ["The/DT", "users/NNS", "check/VB", "it/PRP"])
    }

    func testAPersonIndefinitePronounIsASubject() {
        XCTAssertEqual(tags("Everyone wants it.")[1], "wants/VBZ")
        XCTAssertEqual(tags("Everyone want it.")[1], "want/VB")
        // Near miss: `something` is no person, and stays out of the subject class.
        XCTAssertFalse(Lexicon.english.classes(of: "something").contains { Lexicon.isClass($0, within: "pronoun.indefinite.person") })
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
