import Foundation
import XCTest
@testable import InkstoneProofing

/// A server's answer does not wait seconds for a suggestion index to be built (issue
/// #51): Hunspell's own suggestions answer, unremembered, while it builds behind.
final class SuggestionsWithoutWaitingTests: XCTestCase {
    func testHunspellAnswersWhileTheIndexIsBuiltThenTheIndexDoes() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("inkstone-index-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let (aff, dic) = (root.appendingPathComponent("dictionaries/technical.aff").path, root.appendingPathComponent("dictionaries/technical.dic").path)
        let index = LazySuggestionIndex(aff: aff, dic: dic, extraWords: [], cacheFolder: folder)
        // The saved index knows one word, so that its answer tells itself from Hunspell's.
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try SuggestionIndex(words: ["zebra"], frequencies: nil).archived().write(to: URL(fileURLWithPath: try XCTUnwrap(index.cachePath())))
        let dictionary = try HunspellDictionary(named: "en_US")
        let checker = SpellingChecker(dictionaries: [dictionary], technicalWords: false)
        checker.suggesters = [index]
        checker.waitsForSuggestionIndexes = false

        let hunspells = dictionary.suggestions(for: "zebrs")
        XCTAssertNotEqual(hunspells, ["zebra"], "the test needs the two to differ")
        XCTAssertEqual(checker.suggestions(for: "zebrs"), hunspells, "Hunspell's own while the index is made")
        let deadline = Date().addingTimeInterval(30)
        while !index.isBuilt, Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
        XCTAssertTrue(index.isBuilt, "the first question started the index's build")
        XCTAssertEqual(checker.suggestions(for: "zebrs"), ["zebra"], "Hunspell's answer was not remembered")
    }

    func testACheckerThatWaitsAsksTheIndex() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("inkstone-index-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let (aff, dic) = (root.appendingPathComponent("dictionaries/technical.aff").path, root.appendingPathComponent("dictionaries/technical.dic").path)
        let index = LazySuggestionIndex(aff: aff, dic: dic, extraWords: [], cacheFolder: folder)
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try SuggestionIndex(words: ["zebra"], frequencies: nil).archived().write(to: URL(fileURLWithPath: try XCTUnwrap(index.cachePath())))
        let checker = SpellingChecker(dictionaries: [try HunspellDictionary(named: "en_US")], technicalWords: false)
        checker.suggesters = [index]
        XCTAssertEqual(checker.suggestions(for: "zebrs"), ["zebra"])
    }
}
