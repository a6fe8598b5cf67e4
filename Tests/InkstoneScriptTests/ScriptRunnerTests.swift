import XCTest
@testable import InkstoneScript

final class ScriptRunnerTests: XCTestCase {
    static let script = """
    {"op":"load","text":"teh `x` cat"}
    {"op":"exclusions","ranges":[[4,3]]}
    {"op":"begin","tool":"proofread"}
    {"op":"contexts"}
    {"op":"suggest","context":1,"range":[0,3],"text":"the"}
    {"op":"suggest","context":1,"range":[5,1],"text":"y"}
    {"op":"stop"}
    {"op":"expect","text":"the `x` cat","active":false}
    """

    private func transcript() throws -> String {
        let runner = ScriptRunner(folder: "/tmp")
        try runner.run(try ScriptParser.parse(Self.script))
        XCTAssertEqual(runner.failures, [])
        return runner.transcript.map { $0.json.text }.joined(separator: "\n")
    }

    func testTheSameScriptGivesAByteIdenticalTranscript() throws {
        XCTAssertEqual(try transcript(), try transcript())
    }

    func testTranscriptKeysFollowTheTableOrder() throws {
        let lines = try transcript().split(separator: "\n")
        XCTAssertEqual(lines.first, #"{"event":"textDidChange","line":1,"range":[0,0],"text":"teh `x` cat","origin":"load"}"#)
        XCTAssertTrue(lines.contains(#"{"event":"suggestionRejected","line":6,"context":1,"reason":"crossesProtected"}"#))
    }

    /// Issue #49, item 9: a script loads files of its own folder only; an absolute
    /// path, a `..` or a link out of it is a script error, and nothing is read.
    func testAScriptLoadsOnlyFilesInsideItsFolder() throws {
        let root = NSTemporaryDirectory() + "inkstone-script-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: root + "/fixtures/sub", withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(atPath: root) }
        FileManager.default.createFile(atPath: root + "/secret.txt", contents: Data("hunter2\n".utf8))
        FileManager.default.createFile(atPath: root + "/fixtures/sub/a.md", contents: Data("Hello.\n".utf8))
        try FileManager.default.createSymbolicLink(atPath: root + "/fixtures/link.txt", withDestinationPath: "../secret.txt")
        let refused = ["/etc/passwd": "is an absolute path", "../secret.txt": "leads out of the script's folder",
                       "sub/../../secret.txt": "leads out of the script's folder", "link.txt": "leads out of the script's folder"]
        for (file, reason) in refused {
            let runner = ScriptRunner(folder: root + "/fixtures")
            XCTAssertThrowsError(try runner.run(source: "{\"op\":\"load\",\"file\":\"\(file)\"}")) { error in
                XCTAssertTrue("\(error)".hasPrefix("line 1: \"file\": '\(file)' \(reason)"), "\(error)")
            }
            XCTAssertFalse(runner.transcript.contains { $0.json.text.contains("hunter2") || $0.json.text.contains("root:") })
        }
        let runner = ScriptRunner(folder: root + "/fixtures")
        try runner.run(source: "{\"op\":\"load\",\"file\":\"sub/a.md\"}\n{\"op\":\"expect\",\"text\":\"Hello.\\n\"}")
        XCTAssertEqual(runner.failures, [])
    }

    func testAFailedExpectationIsReportedWithItsLine() throws {
        let runner = ScriptRunner(folder: "/tmp")
        try runner.run(try ScriptParser.parse("{\"op\":\"load\",\"text\":\"a\"}\n{\"op\":\"expect\",\"text\":\"b\",\"canUndo\":true}"))
        XCTAssertEqual(runner.failures.count, 2)
        XCTAssertTrue(runner.failures[0].hasPrefix("line 2: text is \"a\""), runner.failures[0])
    }

    func testEventExpectationsMatchInOrderAndNoEventsExcludes() throws {
        let runner = ScriptRunner(folder: "/tmp")
        try runner.run(try ScriptParser.parse("""
        {"op":"load","text":"a"}
        {"op":"begin","tool":"rewrite"}
        {"op":"stop"}
        {"op":"expect","events":[{"event":"willBegin","tool":"rewrite"},{"event":"didEnd"}],"noEvents":["persist"]}
        {"op":"expect","events":[{"event":"willBegin"}]}
        """))
        XCTAssertEqual(runner.failures.count, 1)
        XCTAssertTrue(runner.failures[0].hasPrefix("line 5: no event matching"), runner.failures[0])
    }
}
