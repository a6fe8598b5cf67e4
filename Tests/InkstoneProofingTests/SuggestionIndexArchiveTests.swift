import Foundation
import XCTest
@testable import InkstoneProofing
import InkstoneText

final class SuggestionIndexArchiveTests: XCTestCase {
    private let words = ["receive", "believe", "government", "weird", "wired", "the", "then", "their", "World", "don't",
                         "accommodate", "occurred", "separate", "definitely"]

    func testALoadedIndexSuggestsWhatTheBuiltOneDoes() throws {
        let built = SuggestionIndex(words: words, frequencies: .english)
        let loaded = try XCTUnwrap(SuggestionIndex(archived: built.archived()))
        for query in ["recieve", "beleive", "goverment", "wierd", "teh", "Wrold", "dont", "acommodate", "occured", "seperate", "definately"] {
            XCTAssertEqual(loaded.suggest(query, limit: 5).suggestions, built.suggest(query, limit: 5).suggestions, query)
            XCTAssertEqual(loaded.suggest(query, limit: 5).correction, built.suggest(query, limit: 5).correction, query)
        }
        XCTAssertEqual(loaded.archived(), built.archived())
    }

    /// A cut-short or damaged file is a miss, never a crash or an index that reads out of bounds.
    func testDamagedArchivesAreRefused() {
        let data = SuggestionIndex(words: words, frequencies: nil).archived()
        for length in stride(from: 0, to: data.count, by: 7) {
            XCTAssertNil(SuggestionIndex(archived: data.prefix(length)), "cut at \(length)")
        }
        var random = SeededRandom(seed: 3)
        for _ in 0..<300 {
            var damaged = data
            damaged[Int.random(in: 0..<damaged.count, using: &random)] ^= UInt8.random(in: 1...255, using: &random)
            if let index = SuggestionIndex(archived: damaged) {
                _ = index.suggest("recieve", limit: 5)
            }
        }
        XCTAssertNil(SuggestionIndex(archived: Data("not an index".utf8)))
    }

    func testTheLazyIndexSavesWhatItBuildsAndLoadsItNextTime() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("inkstone-index-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let (aff, dic) = (root.appendingPathComponent("dictionaries/technical.aff").path, root.appendingPathComponent("dictionaries/technical.dic").path)
        let first = LazySuggestionIndex(aff: aff, dic: dic, extraWords: [], cacheFolder: folder)
        let path = try XCTUnwrap(first.cachePath())
        XCTAssertFalse(FileManager.default.fileExists(atPath: path))
        XCTAssertEqual(first.suggest("kubernets", limit: 3).suggestions.first, "Kubernetes")
        XCTAssertTrue(FileManager.default.fileExists(atPath: path), "built once, saved for later runs")

        // A later run loads the file: here one made from other words, to show it is read.
        try SuggestionIndex(words: ["zebra"], frequencies: nil).archived().write(to: URL(fileURLWithPath: path))
        XCTAssertEqual(LazySuggestionIndex(aff: aff, dic: dic, extraWords: [], cacheFolder: folder).suggest("zebrs", limit: 3).suggestions, ["zebra"])
        XCTAssertNotEqual(LazySuggestionIndex(aff: aff, dic: dic, extraWords: ["zebra"], cacheFolder: folder).cachePath(), path,
                          "other words, another key")

        try Data("damaged".utf8).write(to: URL(fileURLWithPath: path))
        XCTAssertEqual(LazySuggestionIndex(aff: aff, dic: dic, extraWords: [], cacheFolder: folder).suggest("kubernets", limit: 3).suggestions.first,
                       "Kubernetes", "a damaged file is rebuilt")
        XCTAssertNotNil(SuggestionIndex(archived: try Data(contentsOf: URL(fileURLWithPath: path))), "and saved again")
    }
}
