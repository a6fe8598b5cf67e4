import Foundation
import XCTest

final class CheckCommandTests: XCTestCase {
    private func file(_ name: String, _ text: String) -> String {
        let path = NSTemporaryDirectory() + "inkstone-check-\(UUID().uuidString)-\(name)"
        FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
        addTeardownBlock { try? FileManager.default.removeItem(atPath: path) }
        return path
    }

    func testFindingsInProseOnlyExitOne() throws {
        let path = file("notes.md", "We recieve `recieve` here.\n\n```\nrecieve\n```\n")
        let result = try CommandRunner.run(["check", path])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stdout.split(separator: "\n"), ["\(path):1:4: spelling: 'recieve' → receive, relieve, reverie"])
    }

    func testACleanFileExitsZero() throws {
        XCTAssertEqual(try CommandRunner.run(["check", file("ok.md", "All is well here.\n")]).status, 0)
    }

    func testJSONFindingsCarryPositionsAndRules() throws {
        let result = try CommandRunner.run(["check", "--format", "json", file("a.txt", "It is is fine.\n")])
        let object = try JSONSerialization.jsonObject(with: Data(result.stdout.split(separator: "\n")[0].utf8)) as? [String: Any]
        XCTAssertEqual(object?["rule"] as? String, "repeated-word")
        XCTAssertEqual(object?["line"] as? Int, 1)
        XCTAssertEqual(object?["column"] as? Int, 6)
        XCTAssertEqual(object?["offset"] as? Int, 5)
    }

    func testAMissingDictionaryIsAUsageErrorWithTheFix() throws {
        let result = try CommandRunner.run(["check", "--dictionary", "xx_YY", file("b.txt", "x")])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("DICPATH"), result.stderr)
    }
}
