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

    private func fileCheck(cache: ResultCache? = nil) -> FileCheck {
        FileCheck(dictionaries: nil, defaultLanguages: ["en_US"], language: nil, personalWords: [], cache: cache,
                  version: "test", lookups: SharedLookups(indexFolder: nil))
    }

    private func check(_ fileCheck: FileCheck, _ path: String, isNamed: Bool = true) -> FileCheck.Outcome {
        fileCheck.check(path, isNamed: isNamed) { try fileCheck.makeChecker($0) }
    }

    func testProseIsCheckedWithTheProjectsWordsAndCodeIsLeftAlone() throws {
        let root = try folder()
        FileManager.default.createFile(atPath: root + "/.inkstone.json", contents: Data("{ words: ['Inkstone'] }".utf8))
        FileManager.default.createFile(atPath: root + "/a.md", contents: Data("Inkstone finds a speling, not `speling`.\n".utf8))
        guard case .findings(_, let findings, _, _) = check(fileCheck(), root + "/a.md") else { return XCTFail("not checked") }
        XCTAssertEqual(findings.map(\.text), ["speling"])
        XCTAssertEqual(findings.first?.range, TextRange(17, 7))
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
        guard case .findings(_, let first, _, _) = check(fileCheck(cache: cache), root + "/a.txt") else { return XCTFail() }
        var asked = false
        let second = fileCheck(cache: cache).check(root + "/a.txt", isNamed: true) { _ in
            asked = true
            throw DictionaryError.unreadable(path: "unused")
        }
        guard case .findings(_, let cached, _, _) = second else { return XCTFail("\(second)") }
        XCTAssertEqual(cached, first)
        XCTAssertFalse(asked, "a cached result needs no checker")
    }
}
