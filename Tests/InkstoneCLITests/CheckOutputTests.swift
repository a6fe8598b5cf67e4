@testable import inkstone
import Foundation
import InkstoneProofing
import InkstoneText
import XCTest

/// What `check` prints (issue #53, item 2; issue #50, item 7): the source line with a
/// caret and the reason on a terminal, one line a finding with `--format short`, colours
/// by severity, counts in words that agree in number, and SARIF with the reason, the
/// project's address and fingerprints.
final class CheckOutputTests: XCTestCase {
    private static let reason = FindingReason(id: "typo.swap", summary: "two letters of a common word swapped")

    private static func finding(_ text: String, at location: Int, tier: Finding.Tier = .default, kind: Finding.Kind = .spelling,
                                suggestions: [String] = ["receive"]) -> Finding {
        Finding(kind: kind, range: TextRange(location, text.utf16.count), text: text, message: "'\(text)' is not a word",
                suggestions: suggestions, rule: Rule.spelling.id, tier: tier, reason: reason)
    }

    func testTheTextFormatShowsTheLineACaretUnderTheWordTheSuggestionsAndTheReason() {
        let document = TextDocument("# Notes\nWe recieve it.\n")
        let printed = FindingPrinter(format: .text, colored: false)
            .describe(Self.finding("recieve", at: 11), path: "notes.md", document: document)
        XCTAssertEqual(printed, """
            notes.md:2:4: spelling: 'recieve' → receive
              2 | We recieve it.
                |    ^^^^^^^ two letters of a common word swapped (typo.swap)
            """)
    }

    func testTheShortFormatKeepsOneLineAFinding() {
        let document = TextDocument("We recieve it.\n")
        let printed = FindingPrinter(format: .short, colored: false).describe(Self.finding("recieve", at: 3), path: "a.md", document: document)
        XCTAssertEqual(printed, "a.md:1:4: spelling: 'recieve' → receive")
    }

    func testTheCaretFollowsTabsAndControlCharactersCannotReachTheTerminal() {
        let document = TextDocument("\t\u{1B}[2J\tteh end\n")
        let printed = FindingPrinter(format: .text, colored: false)
            .describe(Self.finding("teh", at: 6, suggestions: ["the"]), path: "a.txt", document: document)
        let lines = printed.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines[1], "  1 | \t\u{FFFD}[2J\tteh end", "the escape is shown, not obeyed")
        XCTAssertEqual(lines[2], "    | \t    \t^^^ two letters of a common word swapped (typo.swap)")
    }

    func testALongLineIsCutAroundTheFinding() {
        let line = String(repeating: "word ", count: 60) + "recieve" + String(repeating: " word", count: 60)
        let document = TextDocument(line + "\n")
        let printed = FindingPrinter(format: .text, colored: false).describe(Self.finding("recieve", at: 300), path: "a.md", document: document)
        let shown = printed.split(separator: "\n")[1]
        XCTAssertLessThanOrEqual(shown.count, 2 * FindingPrinter.context + 20, String(shown))
        XCTAssertTrue(shown.hasPrefix("  1 | …word") && shown.hasSuffix("word…") && shown.contains(" word recieve word "), String(shown))
        let carets = printed.split(separator: "\n")[2]
        let caretColumn = carets.distance(from: carets.startIndex, to: carets.firstIndex(of: "^")!)
        let wordColumn = shown.distance(from: shown.startIndex, to: shown.range(of: "recieve")!.lowerBound)
        XCTAssertEqual(caretColumn, wordColumn, "the caret stays under the word in a cut line")
    }

    func testTyposAndGrammarAreRedAndUnknownWordsDim() {
        let document = TextDocument("We recieve Ronacher.\n")
        let printer = FindingPrinter(format: .text, colored: true)
        let typo = printer.describe(Self.finding("recieve", at: 3), path: "a.md", document: document)
        let grammar = printer.describe(Self.finding("We", at: 0, kind: .grammar), path: "a.md", document: document)
        let unknown = printer.describe(Self.finding("Ronacher", at: 11, tier: .unknownWord), path: "a.md", document: document)
        XCTAssertTrue(typo.contains("\u{1B}[31mspelling\u{1B}[0m") && typo.contains("\u{1B}[31m^^^^^^^\u{1B}[0m"), typo)
        XCTAssertTrue(grammar.contains("\u{1B}[31mgrammar\u{1B}[0m"), grammar)
        XCTAssertTrue(unknown.contains("\u{1B}[2munknown-word\u{1B}[0m") && unknown.contains("\u{1B}[2m^^^^^^^^\u{1B}[0m"), unknown)
        XCTAssertFalse(unknown.contains("\u{1B}[31m"), unknown)
    }

    func testCountsAgreeInNumber() {
        var tally = CheckTally()
        tally.addChecked(findings: [Self.finding("recieve", at: 3)])
        XCTAssertEqual(tally.headline(verbose: true), "1 finding in 1 file; 1 file checked, 0 skipped")
        tally.addChecked(findings: [Self.finding("recieve", at: 3), Self.finding("teh", at: 20)])
        tally.skipped = 1
        XCTAssertEqual(tally.headline(verbose: false), "3 findings in 2 files; 2 files checked, 1 skipped (--verbose says why)")
    }

    func testTheSummaryCountsWhatCheckReportsAndUnknownWordsApart() {
        var summary = CheckSummary()
        summary.addChecked("a.md", findings: [Self.finding("recieve", at: 3)],
                           unreported: [Self.finding("Ronacher", at: 11, tier: .unknownWord), Self.finding("kubectl", at: 30, tier: .unknownWord)])
        summary.addChecked("b.md", findings: [])
        summary.addSkipped(reason: "data or build output, not prose")
        let lines = summary.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        XCTAssertEqual(Array(lines.prefix(2)), [
            "1 finding in 1 file; 2 files checked, 1 skipped (--verbose says why)",
            "2 unknown words not reported (names, terms, code-like words: --all reports them)",
        ])
        XCTAssertTrue(summary.text.contains("findings by rule:\n        1  spelling"), summary.text)
        XCTAssertEqual(summary.unknownWordLines, ["1\tRonacher", "1\tkubectl", "1\trecieve"], "--unknown-words lists every refused word")
    }

    func testSarifCarriesTheReasonTheProjectsAddressAndFingerprintsThatSurviveMovedLines() throws {
        let before = TextDocument("We recieve it.\n")
        let after = TextDocument("# Title\n\nWe recieve it.\n")
        let first = try Self.results(SarifReport.render([("a.md", before, Self.finding("recieve", at: 3))], version: "1"))
        let second = try Self.results(SarifReport.render([("a.md", after, Self.finding("recieve", at: 12))], version: "1"))
        let fingerprint = { (result: [String: Any]) in (result["partialFingerprints"] as? [String: String])?[SarifReport.fingerprintKey] }
        XCTAssertNotNil(fingerprint(first.results[0]))
        XCTAssertEqual(fingerprint(first.results[0]), fingerprint(second.results[0]), "two lines added above: the same finding")
        XCTAssertEqual((first.results[0]["properties"] as? [String: Any]).flatMap { $0["reason"] as? [String: String] },
                       ["id": "typo.swap", "summary": "two letters of a common word swapped"])
        XCTAssertEqual(first.informationUri, Project.repository)
        XCTAssertFalse(Project.repository.contains(".invalid"))
        let twice = try Self.results(SarifReport.render([("a.md", TextDocument("teh teh\n"), Self.finding("teh", at: 0)),
                                                          ("a.md", TextDocument("teh teh\n"), Self.finding("teh", at: 4))], version: "1"))
        XCTAssertNotEqual(fingerprint(twice.results[0]), fingerprint(twice.results[1]), "the same word twice on a line")
    }

    private static func results(_ sarif: String) throws -> (results: [[String: Any]], informationUri: String?) {
        let report = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(sarif.utf8)) as? [String: Any])
        let run = try XCTUnwrap((report["runs"] as? [[String: Any]])?.first)
        let driver = (run["tool"] as? [String: Any])?["driver"] as? [String: Any]
        return (run["results"] as? [[String: Any]] ?? [], driver?["informationUri"] as? String)
    }
}

/// The same choices seen from outside, as a user runs them.
final class CheckOutputCommandTests: XCTestCase {
    func testAPipeGetsOneLineAFindingAndTextFormatTheExcerpt() throws {
        let path = NSTemporaryDirectory() + "inkstone-output-\(UUID().uuidString).md"
        FileManager.default.createFile(atPath: path, contents: Data("We recieve it.\n".utf8))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let piped = try CommandRunner.run(["check", "--no-cache", path])
        XCTAssertEqual(piped.stdout.split(separator: "\n").count, 1, piped.stdout)
        let text = try CommandRunner.run(["check", "--no-cache", "--format", "text", path])
        let lines = text.stdout.split(separator: "\n").map(String.init)
        XCTAssertEqual(lines.count, 3, text.stdout)
        XCTAssertEqual(lines.dropFirst().first, "  1 | We recieve it.")
        XCTAssertTrue(lines.last?.hasPrefix("    |    ^^^^^^^ ") == true, text.stdout)
        XCTAssertEqual(try CommandRunner.run(["check", "--no-cache", "--format", "short", path]).stdout, piped.stdout)
    }

    func testATerminalGetsTheExcerptByDefault() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/script"),
              (try? CommandRunner.runProgram("/usr/bin/script", ["--version"]))?.stdout.contains("util-linux") == true
        else { throw XCTSkip("needs util-linux's script(1)") }
        let path = NSTemporaryDirectory() + "inkstone-terminal-\(UUID().uuidString).md"
        FileManager.default.createFile(atPath: path, contents: Data("We recieve it.\n".utf8))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let terminal = try CommandRunner.runProgram("/usr/bin/script", ["-qfec", "\(CommandRunner.executable.path) check --no-cache \(path)", "/dev/null"],
                                                    environment: ["NO_COLOR": "1"])
        XCTAssertTrue(terminal.stdout.contains("  1 | We recieve it."), terminal.stdout.debugDescription)
        XCTAssertFalse(terminal.stdout.contains("\u{1B}[31m"), "NO_COLOR: \(terminal.stdout.debugDescription)")
    }

    func testTheSummaryCountsWhatCheckReports() throws {
        let path = NSTemporaryDirectory() + "inkstone-summary-count-\(UUID().uuidString).md"
        FileManager.default.createFile(atPath: path, contents: Data("We recieve it from Ronacher and Zabrinskiy.\n".utf8))
        defer { try? FileManager.default.removeItem(atPath: path) }
        let check = try CommandRunner.run(["check", "--no-cache", path])
        let summary = try CommandRunner.run(["check", "--no-cache", "--summary", path])
        XCTAssertEqual(check.stdout.split(separator: "\n").count, 1, check.stdout)
        XCTAssertTrue(summary.stdout.hasPrefix("1 finding in 1 file; 1 file checked, 0 skipped\n2 unknown words not reported"), summary.stdout)
        XCTAssertEqual(summary.status, check.status)
        let all = try CommandRunner.run(["check", "--no-cache", "--summary", "--all", path])
        XCTAssertTrue(all.stdout.hasPrefix("3 findings (2 unknown words) in 1 file; 1 file checked, 0 skipped\n\n"), all.stdout)
    }
}
