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
