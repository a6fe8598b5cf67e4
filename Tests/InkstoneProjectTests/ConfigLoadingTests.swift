import Foundation
import InkstoneProject
import InkstoneText
import XCTest
@testable import InkstoneProofing

/// L2: a configuration file from a cloned repository, however built, is loaded or
/// refused with an error naming the file; it never takes the process down.
final class ConfigLoadingTests: XCTestCase {
    private func config(_ text: String) throws -> String {
        let folder = NSTemporaryDirectory() + "inkstone-config-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/.inkstone.json"
        FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
        return path
    }

    func testDeepNestingIsRefusedWithItsPlace() throws {
        let path = try config("{\n  words: " + String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000) + "\n}")
        XCTAssertThrowsError(try ProjectConfig.load(path)) { error in
            XCTAssertTrue("\(error)".hasPrefix(path + ": line 2, column 73: objects and arrays are nested deeper than 64"), "\(error)")
        }
    }

    func testAnOversizedFileIsRefused() throws {
        let path = try config("{words: [" + String(repeating: "'abcdefgh', ", count: 40_000) + "]}")
        XCTAssertThrowsError(try ProjectConfig.load(path)) { error in
            XCTAssertTrue("\(error)".contains("more than the 256 KB a configuration may have"), "\(error)")
        }
    }

    /// Issue #49, item 1: a sparse 4 GB file is refused by its size, unread, and a link
    /// to a device or a FIFO by what it is.
    func testASparseHugeFileOrADeviceIsRefusedUnread() throws {
        let path = try config("{}")
        XCTAssertEqual(truncate(path, 4 << 30), 0)
        XCTAssertThrowsError(try ProjectConfig.load(path)) { error in
            XCTAssertTrue("\(error)".hasPrefix(path + ": 4294967296 bytes, more than the 256 KB a configuration may have"), "\(error)")
        }
        try FileManager.default.removeItem(atPath: path)
        try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: "/dev/zero")
        XCTAssertThrowsError(try ProjectConfig.load(path)) { error in
            XCTAssertTrue("\(error)".hasPrefix(path + ": not a regular file (a device)"), "\(error)")
        }
    }

    /// Random and mutated configurations: each loads or throws `ConfigError` naming the file.
    func testRandomConfigurationsLoadOrAreRefusedByName() throws {
        let seed: UInt64 = ProcessInfo.processInfo.environment["INKSTONE_FUZZ_SEED"].flatMap(UInt64.init) ?? 24
        print("ConfigLoadingTests: seed \(seed)")
        var random = SeededRandom(seed: seed)
        let pieces = ["{", "}", "[", "]", ",", ":", "words", "'a'", "\"b\"", "rules", "{spelling: false}", "languages", "//x\n",
                      "/*", "*/", "overrides", "[{files: ['*.md']}]", "1e999", "-0x1F", "null", "true", "\\u0000", "'", "\n"]
        for round in 0..<300 {
            var text = ""
            let depth = Int.random(in: 0...120, using: &random)
            text += String(repeating: Bool.random(using: &random) ? "[" : "{a:", count: depth)
            for _ in 0..<Int.random(in: 0...30, using: &random) { text += pieces.randomElement(using: &random)! }
            let path = try config(text)
            do {
                _ = try ProjectConfig.load(path)
            } catch {
                XCTAssertEqual(error.path, path, "seed \(seed), round \(round)")
            }
        }
    }
}
