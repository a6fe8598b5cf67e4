import Foundation
import InkstoneProject
import InkstoneProofing
import XCTest

/// A run reuses the checkers its caller made to stop early on a broken dictionary: a
/// one-file check loads Hunspell's dictionary once, not twice (issue #51).
final class ProjectCheckPoolTests: XCTestCase {
    func testTheCallersPoolServesTheFirstWorker() throws {
        let path = NSTemporaryDirectory() + "inkstone-pool-\(UUID().uuidString).md"
        try "Hello wrold.\n".write(toFile: path, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let lookups = SharedLookups(indexFolder: nil)
        let fileCheck = FileCheck(cache: nil, version: "test", lookups: lookups)
        let before = HunspellDictionary.loads.load(ordering: .relaxed)
        let pool = CheckerPool(lookups: lookups)
        _ = try pool.checker(for: FileProfile.resolve(path: path, lookups: lookups).choice)
        let outcomes = ProjectCheck(fileCheck: fileCheck).run([path], workers: 1, firstPool: pool)
        guard case .checked(let checked) = outcomes.first else { return XCTFail("\(outcomes)") }
        XCTAssertEqual(checked.reported().map(\.text), ["wrold"])
        XCTAssertEqual(HunspellDictionary.loads.load(ordering: .relaxed) - before, 1, "en_US loaded once")
    }
}

/// A file whose findings come from the result cache needs no dictionary: Hunspell is
/// not loaded at all (issue #51; a pre-commit hook on unchanged files).
final class ResultCacheLoadsNoDictionaryTests: XCTestCase {
    func testASecondCheckOfTheSameFileLoadsNoDictionary() throws {
        let folder = NSTemporaryDirectory() + "inkstone-cached-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/notes.md"
        try "Hello wrold.\n".write(toFile: path, atomically: true, encoding: .utf8)
        func run() throws -> (words: [String], loads: Int) {
            let lookups = SharedLookups(indexFolder: nil)
            let fileCheck = FileCheck(cache: ResultCache(folder: folder + "/results"), version: "test", lookups: lookups)
            let before = HunspellDictionary.loads.load(ordering: .relaxed)
            let pool = CheckerPool(lookups: lookups)
            _ = try pool.checker(for: FileProfile.resolve(path: path, lookups: lookups).choice)
            let outcomes = ProjectCheck(fileCheck: fileCheck).run([path], workers: 1, firstPool: pool)
            guard case .checked(let checked) = outcomes.first else { throw XCTSkip("\(outcomes)") }
            return (checked.reported().map(\.text), HunspellDictionary.loads.load(ordering: .relaxed) - before)
        }
        let first = try run(), second = try run()
        XCTAssertEqual(first.words, ["wrold"])
        XCTAssertEqual(second.words, ["wrold"])
        XCTAssertGreaterThanOrEqual(first.loads, 1)
        XCTAssertEqual(second.loads, 0, "answered from the cache without Hunspell")
    }
}
