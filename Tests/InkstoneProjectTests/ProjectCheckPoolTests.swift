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
