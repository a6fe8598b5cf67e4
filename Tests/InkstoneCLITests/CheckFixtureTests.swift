import Foundation
import XCTest

/// Every input under fixtures/check/ against its stored findings (`NAME.findings.json`,
/// written by `inkstone check --no-cache --format json NAME` in its folder and reviewed).
final class CheckFixtureTests: XCTestCase {
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("fixtures/check").path

    func testEveryFixtureGivesExactlyItsStoredFindings() throws {
        let root = Self.root
        let walker = FileManager.default.enumerator(atPath: root)!
        var checked = 0
        while let relative = walker.nextObject() as? String {
            guard relative.hasSuffix(".findings.json") else { continue }
            let input = String(relative.dropLast(".findings.json".count))
            let folder = (root as NSString).appendingPathComponent((input as NSString).deletingLastPathComponent)
            let result = try CommandRunner.run(["check", "--no-cache", "--format", "json", (input as NSString).lastPathComponent],
                                               in: folder, environment: ["XDG_CONFIG_HOME": NSTemporaryDirectory() + "inkstone-none"])
            let expected = try String(contentsOfFile: (root as NSString).appendingPathComponent(relative), encoding: .utf8)
            XCTAssertEqual(result.stdout, expected, "fixtures/check/\(input)")
            XCTAssertEqual(result.status, expected.isEmpty ? 0 : 1, "fixtures/check/\(input)")
            checked += 1
        }
        XCTAssertGreaterThanOrEqual(checked, 7)
    }

    func testASecondRunReadsTheCacheAndGivesTheSameFindings() throws {
        let cache = NSTemporaryDirectory() + "inkstone-cache-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: cache) }
        let path = NSTemporaryDirectory() + "inkstone-cached-\(UUID().uuidString).md"
        FileManager.default.createFile(atPath: path, contents: Data("We recieve it.\n".utf8))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let first = try CommandRunner.run(["check", path], environment: ["XDG_CACHE_HOME": cache])
        let second = try CommandRunner.run(["check", path], environment: ["XDG_CACHE_HOME": cache])
        XCTAssertEqual(first.stdout, second.stdout)
        let results = try FileManager.default.contentsOfDirectory(atPath: cache + "/inkstone/results")
        XCTAssertEqual(results.count, 1)
        XCTAssertEqual(second.status, 1)
        // The second run read the entry: one edited by hand (a suggestion; the text
        // must still fit the file) shows in a third run.
        let entry = cache + "/inkstone/results/" + results[0]
        let edited = try String(contentsOfFile: entry, encoding: .utf8).replacingOccurrences(of: "\"receiver\"", with: "\"marked\"")
        XCTAssertTrue(edited.contains("marked"))
        try edited.write(toFile: entry, atomically: true, encoding: .utf8)
        let third = try CommandRunner.run(["check", path], environment: ["XDG_CACHE_HOME": cache])
        XCTAssertTrue(third.stdout.contains(", marked"), third.stdout)
        XCTAssertTrue(first.stdout.contains("→ receive"), first.stdout)
        let indexes = try FileManager.default.contentsOfDirectory(atPath: cache + "/inkstone/indexes")
        XCTAssertEqual(indexes.filter { $0.hasSuffix(".index") }.count, 1, "the suggestion index is saved for later runs: \(indexes)")
    }

    func testASavedSuggestionIndexGivesTheSameOutputAsABuiltOne() throws {
        let cache = NSTemporaryDirectory() + "inkstone-index-\(UUID().uuidString)"
        defer { try? FileManager.default.removeItem(atPath: cache) }
        let folder = Self.root + "/markdown"
        let environment = ["XDG_CACHE_HOME": cache, "XDG_CONFIG_HOME": NSTemporaryDirectory() + "inkstone-none"]
        let built = try CommandRunner.run(["check", "--no-cache", "."], in: folder, environment: environment)
        let loaded = try CommandRunner.run(["check", "--no-cache", "."], in: folder, environment: environment)
        XCTAssertFalse(built.stdout.isEmpty)
        XCTAssertEqual(built.stdout, loaded.stdout)
    }
}
