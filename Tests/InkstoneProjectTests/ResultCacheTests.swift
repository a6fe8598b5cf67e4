import Foundation
import InkstoneProject
import XCTest
@testable import InkstoneProofing
@testable import InkstoneText

final class ResultCacheTests: XCTestCase {
    func testStoredFindingsComeBackForTheSameKey() throws {
        let folder = NSTemporaryDirectory() + "inkstone-cache-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let cache = ResultCache(folder: folder)
        let finding = Finding(kind: .spelling, range: TextRange(2, 3), text: "teh", message: "m", suggestions: ["the"], rule: Rule.spelling.id)
        let key = ResultCache.key(bytes: Data("a teh".utf8), languages: ["en_US"], config: ProjectConfig(), personalWords: [], version: "1")
        let document = TextDocument("a teh")
        XCTAssertNil(cache.entry(for: key, in: document))
        cache.store(ResultCache.Entry(findings: [finding], names: ["parse_x"]), for: key)
        XCTAssertEqual(cache.entry(for: key, in: document), ResultCache.Entry(findings: [finding], names: ["parse_x"]))
    }

    /// C4: an entry that decodes but does not fit the text is checked again, not trusted.
    func testAnEntryThatDoesNotFitTheTextIsAMiss() throws {
        let folder = NSTemporaryDirectory() + "inkstone-cache-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let cache = ResultCache(folder: folder)
        let document = TextDocument("a teh")
        for (range, text) in [(TextRange(1_000_000, 7), "teh"), (TextRange(Int.max, 2), "teh"), (TextRange(-1, 3), "teh"), (TextRange(2, 3), "xyz")] {
            let key = "entry\(range.location)\(text)"
            cache.store(ResultCache.Entry(findings: [Finding(kind: .spelling, range: range, text: text, message: "m", suggestions: [], rule: Rule.spelling.id)]), for: key)
            XCTAssertNil(cache.entry(for: key, in: document), "\(range) \(text)")
        }
    }

    /// M3: the cache stays within its size and age, the least recently used entries
    /// going first, and temporary files of writers that died go too.
    func testPruningKeepsTheCacheWithinItsLimits() throws {
        let folder = NSTemporaryDirectory() + "inkstone-cache-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let cache = ResultCache(folder: folder)
        let document = TextDocument("")
        for index in 0..<20 {
            cache.store(ResultCache.Entry(findings: []), for: "k\(index)")
            var times = [timeval(tv_sec: 1_000_000 + index, tv_usec: 0), timeval(tv_sec: 1_000_000 + index, tv_usec: 0)]
            utimes(folder + "/k\(index).json", &times)
        }
        // A dead writer's temporary file (no process has pid 2^22 + 1 here) and a live one's.
        FileManager.default.createFile(atPath: folder + "/.k1.json.inkstone-4194305-7", contents: Data("x".utf8))
        FileManager.default.createFile(atPath: folder + "/.k2.json.inkstone-\(getpid())-7", contents: Data("x".utf8))
        XCTAssertNotNil(cache.entry(for: "k0", in: document))  // k0 is now the most recently used
        let blockSize = 4096
        let removed = cache.prune(sizeLimit: 8 * blockSize, ageLimit: 1e12, now: Date())
        let left = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
        XCTAssertTrue(left.contains("k0.json"), "a hit keeps an entry")
        XCTAssertTrue(left.contains("k19.json"))
        XCTAssertFalse(left.contains("k1.json"))
        XCTAssertFalse(left.contains(".k1.json.inkstone-4194305-7"))
        XCTAssertTrue(left.contains(".k2.json.inkstone-\(getpid())-7"), "a live writer's file stays")
        XCTAssertLessThanOrEqual(left.filter { $0.hasSuffix(".json") }.count, 6)
        XCTAssertGreaterThan(removed, 10)
        cache.prune(sizeLimit: 1 << 30, ageLimit: 60, now: Date())
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".json") }, ["k0.json"],
                       "entries unused for longer than the age limit go")
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
