import XCTest

final class ToolTests: XCTestCase {
    func testHelpListsTheCommandsAndExitStatuses() throws {
        let result = try CommandRunner.run(["--help"])
        XCTAssertEqual(result.status, 0)
        XCTAssertTrue(result.stdout.contains("info FILE…"))
        XCTAssertTrue(result.stdout.contains("EXIT STATUS"))
    }

    func testEveryCommandHasItsOwnHelp() throws {
        for arguments in [["info", "--help"], ["help", "info"]] {
            let result = try CommandRunner.run(arguments)
            XCTAssertEqual(result.status, 0, "\(arguments)")
            XCTAssertTrue(result.stdout.contains("inkstone info [--format text|json] FILE…"), "\(arguments)")
        }
    }

    func testVersionPrintsTheVersion() throws {
        let result = try CommandRunner.run(["--version"])
        XCTAssertEqual(result.status, 0)
        XCTAssertTrue(result.stdout.hasPrefix("inkstone "))
    }

    func testAnUnknownCommandIsAUsageError() throws {
        let result = try CommandRunner.run(["frobnicate"])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("unknown command 'frobnicate'"))
    }
}
