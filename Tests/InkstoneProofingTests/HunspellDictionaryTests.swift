import Foundation
import XCTest
@testable import InkstoneProofing
@testable import InkstoneText

final class HunspellDictionaryTests: XCTestCase {
    func testTheSystemEnglishDictionaryAcceptsAndSuggests() throws {
        let dictionary = try HunspellDictionary(named: "en_US")
        XCTAssertTrue(dictionary.accepts("hello"))
        XCTAssertTrue(dictionary.accepts("don't"))
        XCTAssertFalse(dictionary.accepts("recieve"))
        XCTAssertEqual(dictionary.suggestions(for: "recieve").first, "receive")
    }

    func testAddedWordsAreAccepted() throws {
        let dictionary = try HunspellDictionary(named: "en_US")
        XCTAssertFalse(dictionary.accepts("Inkstone"))
        dictionary.add("Inkstone")
        XCTAssertTrue(dictionary.accepts("Inkstone"))
    }

    func testADictionaryInISO88591IsReadInItsOwnEncoding() throws {
        let folder = NSTemporaryDirectory() + "inkstone-dic-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Data("SET ISO8859-1\nTRY aeiouéc\n".utf8).write(to: URL(fileURLWithPath: folder + "/fr_test.aff"))
        try "2\ncafé\nthé\n".data(using: .isoLatin1)!.write(to: URL(fileURLWithPath: folder + "/fr_test.dic"))
        let dictionary = try HunspellDictionary(named: "fr_test", locator: DictionaryLocator(projectFolder: folder, environment: [:]))
        XCTAssertTrue(dictionary.accepts("café"))
        XCTAssertFalse(dictionary.accepts("cafe"))
        XCTAssertTrue(dictionary.suggestions(for: "cafe").contains("café"))
        XCTAssertFalse(dictionary.accepts("日本"), "a word the encoding cannot hold is not in the dictionary")
    }

    /// Greek in ISO-8859-7, Russian in KOI8-R, Estonian in ISO-8859-15: words are
    /// converted both ways, for lookups and for suggestions.
    func testDictionariesInOtherEightBitEncodingsAreRead() throws {
        let folder = NSTemporaryDirectory() + "inkstone-dic-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let cases: [(name: String, set: String, word: String, typo: String)] = [
            ("el_test", "ISO8859-7", "καλημέρα", "καλημερα"), ("ru_test", "KOI8-R", "привет", "привер"), ("et_test", "ISO8859-15", "šokolaad", "sokolaad"),
        ]
        for entry in cases {
            let encoding = try XCTUnwrap(HunspellDictionary.encoding(named: entry.set), entry.set)
            try XCTUnwrap("SET \(entry.set)\nTRY \(entry.word)\n".data(using: encoding)).write(to: URL(fileURLWithPath: folder + "/\(entry.name).aff"))
            try XCTUnwrap("1\n\(entry.word)\n".data(using: encoding)).write(to: URL(fileURLWithPath: folder + "/\(entry.name).dic"))
            let dictionary = try HunspellDictionary(named: entry.name, locator: DictionaryLocator(projectFolder: folder, environment: [:]))
            XCTAssertTrue(dictionary.accepts(entry.word), entry.set)
            XCTAssertFalse(dictionary.accepts(entry.typo), entry.set)
            XCTAssertEqual(dictionary.suggestions(for: entry.typo).first, entry.word, entry.set)
        }
    }

    func testWordsTypedWithCombiningAccentsAreLookedUpComposed() throws {
        let folder = NSTemporaryDirectory() + "inkstone-dic-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "SET UTF-8\n".write(toFile: folder + "/fr_nfc.aff", atomically: true, encoding: .utf8)
        try "2\ncafé\nnaïve\n".precomposedStringWithCanonicalMapping.write(toFile: folder + "/fr_nfc.dic", atomically: true, encoding: .utf8)
        let dictionary = try HunspellDictionary(named: "fr_nfc", locator: DictionaryLocator(projectFolder: folder, environment: [:]))
        XCTAssertTrue(dictionary.accepts("cafe\u{301}"))
        XCTAssertTrue(dictionary.accepts("nai\u{308}ve"))
        XCTAssertFalse(dictionary.accepts("naive\u{308}"))
        let document = TextDocument("un cafe\u{301} naive\u{308}")
        XCTAssertEqual(SpellingChecker(dictionaries: [dictionary], technicalWords: false)
            .findings(in: [document.fullRange], of: document).map(\.text), ["un", "naive\u{308}"], "one word each, accent included")
    }

    /// Issue #49, item 1: a project's `dictionaries/en_US.dic` linked to `/dev/zero` (or
    /// to `/dev/stdin`, a language server's own input) is refused before Hunspell or the
    /// suggestion index reads it, and is an error rather than a quiet fall back to the
    /// system's en_US.
    func testAProjectDictionaryThatIsNoRegularFileIsAnErrorNotAFallback() throws {
        let folder = NSTemporaryDirectory() + "inkstone-dic-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(atPath: folder) }
        try "SET UTF-8\n".write(toFile: folder + "/en_US.aff", atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: folder + "/en_US.dic", withDestinationPath: "/dev/zero")
        let locator = DictionaryLocator(projectFolder: folder, environment: [:])
        XCTAssertThrowsError(try locator.locate("en_US")) { error in
            XCTAssertEqual("\(error)", folder + "/en_US.dic: not a regular file (a device); "
                           + "a dictionary's .aff and .dic must be regular files of at most 64 MB each")
        }
        XCTAssertThrowsError(try HunspellDictionary(aff: folder + "/en_US.aff", dic: folder + "/en_US.dic"))
        XCTAssertThrowsError(try SuggestionIndex(aff: folder + "/en_US.aff", dic: folder + "/en_US.dic"))
        XCTAssertNil(SharedLookups(indexFolder: nil).index(for: "en_US", locator: locator))
    }

    func testAMissingDictionaryNamesTheFoldersAndTheFix() {
        XCTAssertThrowsError(try HunspellDictionary(named: "xx_YY", locator: DictionaryLocator(environment: ["DICPATH": "/nowhere"]))) { error in
            let message = "\(error)"
            XCTAssertTrue(message.contains("/nowhere"), message)
            XCTAssertTrue(message.contains("DICPATH"), message)
        }
    }
}

final class SeveralDictionariesTests: XCTestCase {
    func testAWordIsFineWhenAnyDictionaryAcceptsIt() throws {
        let folder = NSTemporaryDirectory() + "inkstone-dics-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Data("SET UTF-8\n".utf8).write(to: URL(fileURLWithPath: folder + "/xx_TEST.aff"))
        try Data("2\nSchreibwerkzeug\nFeder\n".utf8).write(to: URL(fileURLWithPath: folder + "/xx_TEST.dic"))
        let locator = DictionaryLocator(projectFolder: folder, environment: [:])
        let checker = SpellingChecker(dictionaries: [try HunspellDictionary(named: "en_US", locator: locator),
                                                     try HunspellDictionary(named: "xx_TEST", locator: locator)])
        let document = TextDocument("The Schreibwerkzeug and the Feder recieve ink")
        XCTAssertEqual(checker.findings(in: [document.fullRange], of: document).map(\.text), ["recieve"])
    }
}

/// Hunspell reads a dictionary's files on the first question, not when the instance is
/// made (issue #51): a check answered from the result cache never pays for it.
final class HunspellDictionaryLoadingTests: XCTestCase {
    func testNothingIsLoadedBeforeTheFirstQuestionAndEarlierWordsAreKept() throws {
        let before = HunspellDictionary.loads.load(ordering: .relaxed)
        let dictionary = try HunspellDictionary(named: "en_US")
        dictionary.add("Inkstone")
        dictionary.add(words: ["Zorblat", "Quexer"])
        XCTAssertEqual(HunspellDictionary.loads.load(ordering: .relaxed) - before, 0, "made and given words, not loaded")
        XCTAssertTrue(dictionary.accepts("Zorblat"))
        XCTAssertTrue(dictionary.accepts("Inkstone"))
        XCTAssertFalse(dictionary.accepts("Zorblet"))
        XCTAssertEqual(HunspellDictionary.loads.load(ordering: .relaxed) - before, 1)
        dictionary.add("Plimbo")
        XCTAssertTrue(dictionary.accepts("Plimbo"), "a word added after loading goes to Hunspell at once")
    }

    func testTheEncodingIsReadFromTheAffixFileAsHunspellReadsIt() throws {
        let folder = NSTemporaryDirectory() + "inkstone-aff-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        func encoding(_ affix: String) throws -> String {
            let path = folder + "/test.aff"
            try Data(affix.utf8).write(to: URL(fileURLWithPath: path))
            return HunspellDictionary.declaredEncoding(ofAffix: path)
        }
        XCTAssertEqual(try encoding("# a comment\nTRY abc\nSET UTF-8\r\n"), "UTF-8")
        XCTAssertEqual(try encoding("\u{FEFF}SET KOI8-R\n"), "KOI8-R", "a byte-order mark is skipped")
        XCTAssertEqual(try encoding("TRY esianrtolcdugmphbyfvkwz\n"), "ISO8859-1", "Hunspell's default without a SET line")
    }

    func testAnEncodingNobodyKnowsIsRefusedWhenTheDictionaryIsMade() throws {
        let folder = NSTemporaryDirectory() + "inkstone-dic-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Data("SET MADE-UP-9\n".utf8).write(to: URL(fileURLWithPath: folder + "/xx_test.aff"))
        try Data("1\nword\n".utf8).write(to: URL(fileURLWithPath: folder + "/xx_test.dic"))
        XCTAssertThrowsError(try HunspellDictionary(named: "xx_test", locator: DictionaryLocator(projectFolder: folder, environment: [:]))) {
            XCTAssertEqual($0 as? DictionaryError, .unsupportedEncoding(path: folder + "/xx_test.aff", encoding: "MADE-UP-9"))
        }
    }
}
