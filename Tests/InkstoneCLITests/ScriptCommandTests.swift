import Foundation
import XCTest

final class ScriptCommandTests: XCTestCase {
    private var folder = ""

    override func setUpWithError() throws {
        folder = NSTemporaryDirectory() + "inkstone-scripts-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: folder)
    }

    private func script(_ name: String, _ text: String) -> String {
        let path = folder + "/" + name
        FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
        return path
    }

    func testRunExitsZeroOneOrTwo() throws {
        let good = script("good.jsonl", "{\"op\":\"load\",\"text\":\"a\"}\n{\"op\":\"expect\",\"text\":\"a\"}\n")
        let failing = script("failing.jsonl", "{\"op\":\"load\",\"text\":\"a\"}\n{\"op\":\"expect\",\"text\":\"b\"}\n")
        let broken = script("broken.jsonl", "{\"op\":\"load\",\"text\":\"a\"}\n{\"op\":\"jump\"}\n")
        XCTAssertEqual(try CommandRunner.run(["run", good]).status, 0)
        let failed = try CommandRunner.run(["run", failing])
        XCTAssertEqual(failed.status, 1)
        XCTAssertTrue(failed.stderr.contains("failing.jsonl:line 2: text is \"a\", expected \"b\""), failed.stderr)
        let stopped = try CommandRunner.run(["run", "--transcript", folder + "/t.jsonl", broken])
        XCTAssertEqual(stopped.status, 2)
        XCTAssertTrue(stopped.stderr.contains("broken.jsonl:2: unknown op \"jump\""), stopped.stderr)
        let kept = try String(contentsOfFile: folder + "/t.jsonl", encoding: .utf8)
        XCTAssertTrue(kept.contains("\"origin\":\"load\""), "the transcript so far is kept")
    }

    func testReplayUpdateWritesTranscriptsThatThenPass() throws {
        _ = script("a.jsonl", "{\"op\":\"load\",\"text\":\"a\"}\n{\"op\":\"type\",\"text\":\"b\"}\n")
        let updated = try CommandRunner.run(["replay", "--update", folder])
        XCTAssertEqual(updated.stdout.split(separator: "\n").last, "1 passed, 0 failed")
        XCTAssertTrue(FileManager.default.fileExists(atPath: folder + "/a.transcript.jsonl"))
        let replayed = try CommandRunner.run(["replay", folder])
        XCTAssertEqual(replayed.status, 0)
        _ = script("a.transcript.jsonl", "{\"event\":\"nothing\"}\n")
        let changed = try CommandRunner.run(["replay", folder])
        XCTAssertEqual(changed.status, 1)
        XCTAssertTrue(changed.stdout.contains("FAIL"), changed.stdout)
        XCTAssertEqual(changed.stdout.split(separator: "\n").last, "0 passed, 1 failed")
    }
}
