import Foundation
import XCTest
@testable import InkstoneProofing

final class FileWalkerTests: XCTestCase {
    func testGitignorePatterns() {
        var rules = IgnoreRules()
        rules.add("# build output\n*.log\nbuild/\n/top.txt\ndocs/**/draft.md\n!keep.log\n", in: "")
        XCTAssertTrue(rules.ignores("a/b/debug.log", isFolder: false))
        XCTAssertFalse(rules.ignores("a/keep.log", isFolder: false))
        XCTAssertTrue(rules.ignores("sub/build", isFolder: true))
        XCTAssertFalse(rules.ignores("sub/build", isFolder: false), "a trailing slash matches folders only")
        XCTAssertTrue(rules.ignores("top.txt", isFolder: false))
        XCTAssertFalse(rules.ignores("sub/top.txt", isFolder: false), "a leading slash anchors")
        XCTAssertTrue(rules.ignores("docs/x/y/draft.md", isFolder: false))
        XCTAssertTrue(rules.ignores("docs/draft.md", isFolder: false))
    }

    func testTheWalkHonoursNestedIgnoreFilesInNameOrder() throws {
        let root = NSTemporaryDirectory() + "inkstone-walk-\(UUID().uuidString)"
        let manager = FileManager.default
        for folder in ["", "/src", "/src/gen", "/.git", "/b"] {
            try manager.createDirectory(atPath: root + folder, withIntermediateDirectories: true)
        }
        defer { try? manager.removeItem(atPath: root) }
        for (path, text) in [("/.gitignore", "*.tmp\n"), ("/src/.ignore", "gen/\n"), ("/src/a.md", "a"), ("/src/gen/x.md", "x"),
                             ("/b/z.md", "z"), ("/b/y.tmp", "y"), ("/.git/config", "c"), ("/readme.md", "r")] {
            manager.createFile(atPath: root + path, contents: Data(text.utf8))
        }
        let (files, skipped) = FileWalker().files(under: [root])
        XCTAssertEqual(files.map { String($0.dropFirst(root.count)) }, ["/.gitignore", "/b/z.md", "/readme.md", "/src/.ignore", "/src/a.md"])
        XCTAssertEqual(Set(skipped.map { String($0.path.dropFirst(root.count)) }), ["/b/y.tmp", "/src/gen"])
    }
}
