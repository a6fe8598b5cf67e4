@testable import inkstone
import Foundation
import XCTest

/// The README is for users (issue #53, item 1): short, no lab notebook (commit hashes,
/// dates, round names, session-rule numbers), its links resolve, and it clones from the
/// address SARIF reports.
final class ReadmeTests: XCTestCase {
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    private func readme() throws -> String {
        try String(contentsOfFile: Self.root + "/README.md", encoding: .utf8)
    }

    func testItIsShortAndHasNoHashesDatesRoundsOrRuleNumbers() throws {
        let text = try readme()
        XCTAssertLessThan(text.split(separator: "\n", omittingEmptySubsequences: false).count, 300)
        for (pattern, what) in [(#"\b[0-9a-f]{7,40}\b"#, "a commit hash"), (#"\b20[0-9]{2}-[01][0-9]-[0-3][0-9]\b"#, "a date"),
                                (#"\b[Rr]ound [A-Z]\b"#, "a round name"), (#"\bS[0-9]{1,2}\b"#, "a session-rule number"),
                                (#"\b(first|second|third|[a-z]+th) session\b"#, "a working session")] {
            let found = text.range(of: pattern, options: .regularExpression).map { String(text[$0]) }
            XCTAssertNil(found, "\(what) in README.md: \(found ?? "")")
        }
    }

    func testItsLinksResolveAndItClonesFromTheProjectsAddress() throws {
        let text = try readme()
        let links = text.matches(of: /\]\(([^)#:]+)\)/).map { String($0.1) }
        XCTAssertGreaterThan(links.count, 8)
        for link in links {
            XCTAssertTrue(FileManager.default.fileExists(atPath: Self.root + "/" + link), "README.md links to \(link), which is missing")
        }
        XCTAssertTrue(text.contains("git clone \(Project.repository) "), "the clone command names Project.repository")
        XCTAssertTrue(text.contains("repo: \(Project.repository)\n"), "the pre-commit repo is Project.repository")
        let ci = try String(contentsOfFile: Self.root + "/docs/ci.md", encoding: .utf8)
        XCTAssertFalse(ci.contains("<this repository"), "docs/ci.md names the address")
        XCTAssertTrue(ci.contains(Project.repository))
    }

    /// What a new user reads first: the install and the first run, within 60 lines.
    func testTheFirstSixtyLinesInstallAndRunIt() throws {
        let head = try readme().split(separator: "\n", omittingEmptySubsequences: false).prefix(60).joined(separator: "\n")
        for step in ["make install PREFIX=", "inkstone check", "make run", "make test"] {
            XCTAssertTrue(head.contains(step), step)
        }
    }
}
