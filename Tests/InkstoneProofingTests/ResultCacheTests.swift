import Foundation
import XCTest
@testable import InkstoneProofing
@testable import InkstoneText

final class ResultCacheTests: XCTestCase {
    func testStoredFindingsComeBackForTheSameKey() throws {
        let folder = NSTemporaryDirectory() + "inkstone-cache-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let cache = ResultCache(folder: folder)
        let finding = Finding(kind: .spelling, range: TextRange(1, 3), text: "teh", message: "m", suggestions: ["the"], rule: "spelling")
        let key = ResultCache.key(bytes: Data("a teh".utf8), languages: ["en_US"], config: ProjectConfig(), personalWords: [], version: "1")
        XCTAssertNil(cache.findings(for: key))
        cache.store([finding], for: key)
        XCTAssertEqual(cache.findings(for: key), [finding])
    }

    func testTheKeyChangesWithEverythingTheResultDependsOn() {
        let base = ResultCache.key(bytes: Data("a".utf8), languages: ["en_US"], config: ProjectConfig(), personalWords: [], version: "1")
        var config = ProjectConfig()
        config.words = ["x"]
        XCTAssertNotEqual(base, ResultCache.key(bytes: Data("b".utf8), languages: ["en_US"], config: ProjectConfig(), personalWords: [], version: "1"))
        XCTAssertNotEqual(base, ResultCache.key(bytes: Data("a".utf8), languages: ["de_DE"], config: ProjectConfig(), personalWords: [], version: "1"))
        XCTAssertNotEqual(base, ResultCache.key(bytes: Data("a".utf8), languages: ["en_US"], config: config, personalWords: [], version: "1"))
        XCTAssertNotEqual(base, ResultCache.key(bytes: Data("a".utf8), languages: ["en_US"], config: ProjectConfig(), personalWords: ["y"], version: "1"))
        XCTAssertNotEqual(base, ResultCache.key(bytes: Data("a".utf8), languages: ["en_US"], config: ProjectConfig(), personalWords: [], version: "2"))
        XCTAssertEqual(base, ResultCache.key(bytes: Data("a".utf8), languages: ["en_US"], config: ProjectConfig(), personalWords: [], version: "1"))
    }
}
