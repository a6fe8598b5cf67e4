@testable import inkstone
import Foundation
import XCTest

/// The man page reads like one (issue #53, item 3): examples, the environment, files
/// and exit statuses; and every variable it names is one the sources read.
final class ManualPageTests: XCTestCase {
    private static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources").path

    func testThePageHasItsSectionsAndADescriptionBeyondTheTagline() {
        let page = ManualPage.text
        for section in [".SH DESCRIPTION", ".SH COMMANDS", ".SH EXAMPLES", ".SH ENVIRONMENT", ".SH FILES", ".SH EXIT STATUS"] {
            XCTAssertTrue(page.contains(section), section)
        }
        XCTAssertTrue(page.contains(".B inkstone check \\-\\-changed \\-\\-quiet") || page.contains(".B inkstone check --changed --quiet"), page)
        let description = page.components(separatedBy: ".SH DESCRIPTION")[1].components(separatedBy: ".SH")[0]
        XCTAssertTrue(description.contains("never\nthe code itself") || description.contains("never the code itself"), description)
    }

    func testEveryVariableThePageNamesIsReadByTheSources() throws {
        let files = FileManager.default.enumerator(atPath: Self.sources)!.compactMap { $0 as? String }
            .filter { $0.hasSuffix(".swift") && !$0.hasSuffix("ManualPage.swift") }
        let text = try files.map { try String(contentsOfFile: Self.sources + "/" + $0, encoding: .utf8) }.joined()
        for variable in ManualPage.environment.flatMap({ $0.name.components(separatedBy: ", ") }) {
            XCTAssertTrue(text.contains("\"\(variable)\""), "\(variable) is named by the man page but read nowhere: update ManualPage.environment")
        }
    }
}

/// Did-you-mean for commands, options and their values (issue #53, item 3).
final class NearMissTests: XCTestCase {
    func testAMistypedCommandOptionOrValueNamesTheNearestOne() throws {
        let command = try CommandRunner.run(["chek"])
        XCTAssertEqual(command.status, 2)
        XCTAssertTrue(command.stderr.contains("unknown command 'chek' (did you mean 'check'?)"), command.stderr)
        let option = try CommandRunner.run(["check", "--fromat", "json"])
        XCTAssertTrue(option.stderr.contains("unknown option '--fromat' (did you mean '--format'?)"), option.stderr)
        let value = try CommandRunner.run(["check", "--format", "jsno"])
        XCTAssertTrue(value.stderr.contains("not 'jsno' (did you mean 'json'?)"), value.stderr)
        XCTAssertTrue(try CommandRunner.run(["help", "sevre"]).stderr.contains("(did you mean 'serve'?)"))
    }

    func testNothingIsSuggestedWhenNothingIsClose() {
        XCTAssertEqual(NearMiss.hint(for: "frobnicate", among: CommandLineTool.commands.map(\.name)), "")
        XCTAssertEqual(NearMiss.hint(for: "--project", among: CheckCommand.options.map(\.name)), "")
    }
}
