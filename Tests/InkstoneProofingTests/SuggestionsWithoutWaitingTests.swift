import Foundation
import XCTest
@testable import InkstoneProofing

/// A server's answer does not wait seconds for a suggestion index to be built (issue
/// #51): Hunspell's own suggestions answer, unremembered, while it builds behind. An
/// index saved in the cache folder is only loaded, and waited for.
final class SuggestionsWithoutWaitingTests: XCTestCase {
    private var folder = ""
    private var aff = "", dic = ""

    override func setUp() {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("inkstone-index-\(UUID().uuidString)").path
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        (aff, dic) = (root.appendingPathComponent("dictionaries/technical.aff").path, root.appendingPathComponent("dictionaries/technical.dic").path)
    }

    override func tearDown() { try? FileManager.default.removeItem(atPath: folder) }

    private func checker(with index: LazySuggestionIndex, waits: Bool) throws -> SpellingChecker {
        let checker = SpellingChecker(dictionaries: [try HunspellDictionary(named: "en_US")], technicalWords: false)
        checker.suggesters = [index]
        checker.waitsForSuggestionIndexes = waits
        return checker
    }

    /// An index saved before, with one word, so that its answer tells itself from Hunspell's.
    private func savedIndex() throws -> LazySuggestionIndex {
        let index = LazySuggestionIndex(aff: aff, dic: dic, extraWords: [], cacheFolder: folder)
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try SuggestionIndex(words: ["zebra"], frequencies: nil).archived().write(to: URL(fileURLWithPath: try XCTUnwrap(index.cachePath())))
        return index
    }

    func testHunspellAnswersWhileTheIndexIsBuiltThenTheIndexDoes() throws {
        let index = LazySuggestionIndex(aff: aff, dic: dic, extraWords: [], cacheFolder: folder)
        let checker = try checker(with: index, waits: false)
        let hunspells = try HunspellDictionary(named: "en_US").suggestions(for: "zebrs")
        XCTAssertTrue(index.mustBeBuilt)
        XCTAssertEqual(checker.suggestions(for: "zebrs"), hunspells, "Hunspell's own while the index is built")
        let deadline = Date().addingTimeInterval(30)
        while !index.isBuilt, Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
        XCTAssertTrue(index.isBuilt, "the first question started the index's build")
        let indexed = index.suggest("zebrs", limit: 8).suggestions
        XCTAssertNotEqual(indexed, hunspells, "the test needs the two to differ")
        XCTAssertEqual(checker.suggestions(for: "zebrs"), indexed, "Hunspell's answer was not remembered")
    }

    func testASavedIndexIsLoadedAndWaitedFor() throws {
        let index = try savedIndex()
        XCTAssertFalse(index.mustBeBuilt)
        XCTAssertEqual(try checker(with: index, waits: false).suggestions(for: "zebrs"), ["zebra"])
    }

    func testACheckerThatWaitsAsksTheIndex() throws {
        let index = LazySuggestionIndex(aff: aff, dic: dic, extraWords: [], cacheFolder: folder)
        let checker = try checker(with: index, waits: true)
        XCTAssertEqual(checker.suggestions(for: "kubernets").first, "Kubernetes", "built then and there")
    }
}
