import Foundation
import XCTest

final class InfoCommandTests: XCTestCase {
    private var folder = ""

    override func setUpWithError() throws {
        folder = NSTemporaryDirectory() + "inkstone-cli-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(atPath: folder)
    }

    private func file(_ name: String, _ bytes: [UInt8]) -> String {
        let path = folder + "/" + name
        FileManager.default.createFile(atPath: path, contents: Data(bytes))
        return path
    }

    func testInfoDescribesAFile() throws {
        let path = file("notes.py", Array("def a():\r\n    return 1\r\n".utf8))
        let result = try CommandRunner.run(["info", path])
        XCTAssertEqual(result.status, 0)
        XCTAssertTrue(result.stdout.contains("lines        3"), result.stdout)
        XCTAssertTrue(result.stdout.contains("line ending  crlf (LF 0, CRLF 2, CR 0)"), result.stdout)
        XCTAssertTrue(result.stdout.contains("indentation  spaces:4"), result.stdout)
        XCTAssertTrue(result.stdout.contains("language     python"), result.stdout)
    }

    func testInfoAsJSONIsOneObjectPerFile() throws {
        let first = file("a.md", [0xEF, 0xBB, 0xBF] + Array("# Title\n".utf8))
        let second = file("b.txt", Array("x".utf8))
        let result = try CommandRunner.run(["info", "--format", "json", first, second])
        XCTAssertEqual(result.status, 0)
        let lines = result.stdout.split(separator: "\n")
        XCTAssertEqual(lines.count, 2)
        let object = try JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: Any]
        XCTAssertEqual(object?["encoding"] as? String, "utf-8-bom")
        XCTAssertEqual(object?["utf16Length"] as? Int, 8)
        XCTAssertEqual(object?["language"] as? String, "markdown")
    }

    func testUnreadableInputsExitTwoNamingTheFileAndTheOthersAreStillDescribed() throws {
        let binary = file("image.bin", [0x89, 0x00, 0x01])
        let invalid = file("latin1.txt", [0x63, 0x61, 0x66, 0xE9])
        let good = file("good.txt", Array("fine\n".utf8))
        let result = try CommandRunner.run(["info", binary, invalid, good, folder + "/missing.txt"])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("image.bin: looks like a binary file"), result.stderr)
        XCTAssertTrue(result.stderr.contains("latin1.txt: not valid UTF-8 at byte 3"), result.stderr)
        XCTAssertTrue(result.stderr.contains("missing.txt: no such file or folder"), result.stderr)
        XCTAssertTrue(result.stdout.contains("good.txt"), result.stdout)
    }

    func testInfoWithoutFilesIsAUsageError() throws {
        let result = try CommandRunner.run(["info"])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("name at least one file"), result.stderr)
    }

    func testAnUnknownOptionIsAUsageErrorThatPointsToHelp() throws {
        let result = try CommandRunner.run(["info", "--colour", "x"])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("unknown option '--colour'"), result.stderr)
    }
}
