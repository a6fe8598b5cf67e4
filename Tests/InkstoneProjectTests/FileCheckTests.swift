import Foundation
import InkstoneProject
import XCTest
@testable import InkstoneProofing
import InkstoneText

/// The per-file pipeline as a library: what `inkstone check` and any other host call.
final class FileCheckTests: XCTestCase {
    private func folder() throws -> String {
        let path = NSTemporaryDirectory() + "inkstone-filecheck-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(atPath: path) }
        return path
    }

    private static let lookups = SharedLookups(indexFolder: nil)

    private func fileCheck(cache: ResultCache? = nil) -> FileCheck {
        FileCheck(cache: cache, version: "test", lookups: Self.lookups)
    }

    private func check(_ fileCheck: FileCheck, _ path: String, isNamed: Bool = true, pool: CheckerPool? = nil) -> FileCheck.Outcome {
        fileCheck.check(path, isNamed: isNamed, pool: pool ?? CheckerPool(lookups: Self.lookups))
    }

    func testProseIsCheckedWithTheProjectsWordsAndCodeIsLeftAlone() throws {
        let root = try folder()
        FileManager.default.createFile(atPath: root + "/.inkstone.json", contents: Data("{ words: ['Inkstone'] }".utf8))
        FileManager.default.createFile(atPath: root + "/a.md", contents: Data("Inkstone finds a speling, not `speling`.\n".utf8))
        guard case .checked(let checked) = check(fileCheck(), root + "/a.md") else { return XCTFail("not checked") }
        XCTAssertEqual(checked.findings.map(\.text), ["speling"])
        XCTAssertEqual(checked.findings.first?.range, TextRange(17, 7))
    }

    func testWhatCannotBeCheckedFailsWhenNamedAndIsSkippedInAWalk() throws {
        let root = try folder()
        FileManager.default.createFile(atPath: root + "/b.md", contents: Data([0x61, 0x00]))
        FileManager.default.createFile(atPath: root + "/deep.md", contents: Data((String(repeating: "[a](", count: 300) + "\n").utf8))
        guard case .failed(let message) = check(fileCheck(), root + "/b.md") else { return XCTFail() }
        XCTAssertTrue(message.contains("b.md: binary"), message)
        guard case .skipped = check(fileCheck(), root + "/b.md", isNamed: false) else { return XCTFail() }
        guard case .failed(let parse) = check(fileCheck(), root + "/deep.md", isNamed: false) else { return XCTFail("never skipped") }
        XCTAssertTrue(parse.contains("deep.md:1: not checked"), parse)
    }

    func testASecondCheckReadsTheCache() throws {
        let root = try folder()
        let cache = ResultCache(folder: root + "/cache")
        FileManager.default.createFile(atPath: root + "/a.txt", contents: Data("A speling.\n".utf8))
        guard case .checked(let first) = check(fileCheck(cache: cache), root + "/a.txt") else { return XCTFail() }
        let pool = CheckerPool(lookups: Self.lookups)
        let second = check(fileCheck(cache: cache), root + "/a.txt", pool: pool)
        guard case .checked(let cached) = second else { return XCTFail("\(second)") }
        XCTAssertEqual(cached.findings, first.findings)
        XCTAssertTrue(pool.all.isEmpty, "a cached result needs no checker")
    }
}
