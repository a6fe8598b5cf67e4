import Foundation
import InkstoneJSON
import InkstoneProject
import InkstoneProofing
import InkstoneSessions
import InkstoneSyntax
import InkstoneText
import XCTest
@testable import InkstoneLSP

/// One judgement for every host (issue #25): the language server after `didOpen`, an
/// `Editor` proofreading as the file's profile says, and `inkstone check FILE`'s
/// pipeline (`ProjectCheck`) report the same findings — rule, range and word — for
/// every file under `fixtures/`, for files of the repositories named in
/// `INKSTONE_AGREEMENT_REPOS` (colon-separated folders), and after random edits.
final class AgreementTests: XCTestCase {
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    func testEveryFixtureIsJudgedAlikeByTheServerAnEditorAndCheck() throws {
        let fixtures = Self.root.appendingPathComponent("fixtures").path
        let files = try Self.files(under: fixtures)
        XCTAssertGreaterThan(files.count, 300)
        let hosts = try Hosts()
        var compared = 0
        for path in files {
            let (disagreement, count) = try hosts.compare(path)
            if let disagreement { XCTFail(disagreement) }
            compared += count
        }
        print("agreement: fixtures: \(files.count) files, \(compared) findings")
        XCTAssertGreaterThan(compared, 100, "findings compared: the fixtures hold typos in every kind of file")
    }

    /// Every `step`th file a walk of each repository takes, at most 80 each.
    func testTheRepositoriesNamedInTheEnvironmentAreJudgedAlike() throws {
        guard let list = ProcessInfo.processInfo.environment["INKSTONE_AGREEMENT_REPOS"] else {
            throw XCTSkip("INKSTONE_AGREEMENT_REPOS names no repositories (folders, separated by ':')")
        }
        let hosts = try Hosts()
        for repository in list.split(separator: ":").map(String.init) {
            let walked = FileWalker().files(under: [repository]).files
            let step = max(1, walked.count / 80)
            var (compared, disagreements) = (0, 0)
            for path in stride(from: 0, to: walked.count, by: step).map({ walked[$0] }) {
                let (disagreement, count) = try hosts.compare(path)
                if let disagreement { XCTFail(disagreement); disagreements += 1 }
                compared += count
            }
            print("agreement: \(repository): \(walked.count / step) files, \(compared) findings, \(disagreements) disagreements")
        }
    }

    /// Random edits typed into the server: after each, its diagnostics are what `check`
    /// reports for the edited file.
    func testRandomEditsInTheServerMatchACheckOfTheEditedFile() throws {
        let seed: UInt64 = 0x25_AE
        print("seed \(seed)")
        var random = SeededRandom(seed: seed)
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent("inkstone-agreement-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: copy) }
        try FileManager.default.copyItem(at: Self.root.appendingPathComponent("fixtures/check"), to: copy)
        let files = try Self.files(under: copy.path).filter { !$0.hasSuffix(".json") && !$0.hasSuffix(".dic") && !$0.hasSuffix(".aff") }
        XCTAssertGreaterThan(files.count, 8)
        let hosts = try Hosts()
        let pieces = [" teh", "wrold", " `codde`", "\n", "\n\n", "# ", " recieve", "😀", ". The", "is is", "\"", "'", "//", "<!-- -->", "```", "\n/// ```\n"]
        for path in files {
            let uri = DocumentURI.uri(of: path)
            var text = try String(contentsOfFile: path, encoding: .utf8)
            hosts.client.open(uri, text, language: hosts.clientID(of: path))
            for step in 1...12 {
                var units = Array(text.utf16)
                let start = Self.boundary(in: units, near: Int.random(in: 0...units.count, using: &random))
                let end = Self.boundary(in: units, near: min(units.count, start + Int.random(in: 0...8, using: &random)))
                let inserted = Int.random(in: 0..<3, using: &random) == 0 ? "" : pieces.randomElement(using: &random)!
                let document = ReadOnlyDocument(TextDocument(text))
                let range = PositionEncoding.utf16.json(TextRange(start, end - start), in: document)
                units.replaceSubrange(start..<end, with: Array(inserted.utf16))
                text = String(decoding: units, as: UTF16.self)
                hosts.client.change(uri, version: step + 1, [["range": range, "text": .string(inserted)]])
                try text.write(toFile: path, atomically: true, encoding: .utf8)
                let served = hosts.served(uri, text: text)
                let checked = hosts.checked(path, text: text)
                if served != checked {
                    XCTFail("\(path) after edit \(step): the server reports \(served), check \(checked)\n\(text.debugDescription)")
                    break
                }
            }
            hosts.client.notify(LSP.DidClose.name, ["textDocument": ["uri": .string(uri)]])
        }
    }

    // MARK: The three hosts

    /// A finding as every host can say it.
    struct Reported: Hashable, Comparable, CustomStringConvertible {
        let rule: String
        let start: Int
        let length: Int
        let word: String

        static func < (a: Reported, b: Reported) -> Bool { (a.start, a.length, a.rule) < (b.start, b.length, b.rule) }
        var description: String { "\(rule)@\(start)+\(length) '\(word)'" }
    }

    final class Hosts {
        let client: TestClient
        let fileCheck: FileCheck
        let overrides: FileProfile.Overrides
        let pool: CheckerPool

        init() throws {
            client = try TestClient()
            client.initialize([:], options: ["typingDelay": 0])
            var environment = ProcessInfo.processInfo.environment
            environment["XDG_CONFIG_HOME"] = client.folder.appendingPathComponent("config").path
            overrides = FileProfile.Overrides(environment: environment)
            fileCheck = FileCheck(overrides: overrides, cache: nil, version: "test", lookups: TestClient.lookups)
            pool = CheckerPool(lookups: TestClient.lookups)
            // Suggestion indexes are built (drained) before anything is compared.
            client.open("file:///warm-up.md", "A teh typo.\n")
            client.notify(LSP.DidClose.name, ["textDocument": ["uri": "file:///warm-up.md"]])
        }

        /// What each host reports for the file at `path`: nil when they agree, else
        /// what differs; and how many findings they agreed on.
        func compare(_ path: String) throws -> (String?, Int) {
            guard let data = FileManager.default.contents(atPath: path), let text = try? TextFile.decode(data, path: path).document.text
            else { return (nil, 0) }
            let uri = DocumentURI.uri(of: path)
            client.open(uri, text, language: clientID(of: path))
            let served = served(uri, text: text)
            client.notify(LSP.DidClose.name, ["textDocument": ["uri": .string(uri)]])
            let edited = try edited(path, text: text)
            let checked = checked(path, text: text)
            // The server shows the first thousand and says how many more there are.
            let shown = Array(checked.prefix(ServerState.diagnosticLimit))
            guard served == shown && edited == checked else {
                return ("\(path): the server reports \(served), an editor \(edited), check \(checked)", 0)
            }
            return (nil, checked.count)
        }

        /// The language id an editor sends for the file: its language's first.
        func clientID(of path: String) -> String {
            (try? FileProfile.resolve(path: path, overrides: overrides, lookups: TestClient.lookups))?.language.clientIDs.first ?? "plaintext"
        }

        func served(_ uri: String, text: String) -> [Reported] {
            let document = ReadOnlyDocument(TextDocument(text))
            return (client.diagnostics(uri) ?? []).compactMap { diagnostic -> Reported? in
                guard let rule = diagnostic["data"]?["rule"]?.string, let range = diagnostic["range"],
                      let decoded = try? Handler.decode(LSP.Range.self, range, method: "test"),
                      let textRange = try? PositionEncoding.utf16.range(decoded, in: document) else { return nil }
                return Reported(rule: rule, start: textRange.location, length: textRange.length, word: document.string(in: textRange))
            }.sorted()
        }

        func edited(_ path: String, text: String) throws -> [Reported] {
            let profile = try FileProfile.resolve(path: path, text: text, overrides: overrides, lookups: TestClient.lookups)
            let editor = Editor(text: text, exclusionProvider: SyntaxExclusions(language: profile.language))
            guard editor.document.length <= FileCheck.sizeLimit else { return [] }
            try editor.proofread(as: profile, checker: try pool.checker(for: profile.choice), pool: pool)
            return editor.findings.map { Self.reported($0.finding, in: editor.document) }.sorted()
        }

        /// `check --force FILE`: an editor checks any file it opens, and the fixtures are
        /// test data a walk (and a plain `check FILE`) would pass over.
        func checked(_ path: String, text: String) -> [Reported] {
            guard case .checked(let checked) = ProjectCheck(fileCheck: fileCheck).run([path], named: [path], forced: [path], workers: 1).first
            else { return [] }
            return checked.findings.map { Self.reported($0, in: checked.text) }.sorted()
        }

        static func reported(_ finding: Finding, in document: ReadOnlyDocument) -> Reported {
            Reported(rule: finding.rule.rawValue, start: finding.range.location, length: finding.range.length,
                     word: document.string(in: finding.range))
        }
    }

    // MARK: Files

    /// The regular files under `folder`, sorted, hidden ones too (configs are files of a repository).
    static func files(under folder: String) throws -> [String] {
        let enumerator = try XCTUnwrap(FileManager.default.enumerator(atPath: folder))
        return enumerator.compactMap { $0 as? String }.map { folder + "/" + $0 }.filter { path in
            var isFolder: ObjCBool = false
            return FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) && !isFolder.boolValue
        }.sorted()
    }

    /// `offset`, moved back off the middle of a surrogate pair or a CR LF.
    static func boundary(in units: [UInt16], near offset: Int) -> Int {
        var offset = min(offset, units.count)
        if offset > 0 && offset < units.count && (UTF16.isTrailSurrogate(units[offset]) || (units[offset - 1] == 0x0D && units[offset] == 0x0A)) {
            offset -= 1
        }
        return offset
    }
}
