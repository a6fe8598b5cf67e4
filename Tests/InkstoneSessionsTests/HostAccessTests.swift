import Foundation
import XCTest

/// Hosts read the editor's document, history and settings but change them only through
/// the editor. This compiles host code against the built modules, as a package outside
/// this one would (no `-package-name`): every write behind the editor's back must be a
/// compile error, and the reading a host does must compile.
final class HostAccessTests: XCTestCase {
    private static let forbidden = [
        #"editor.document.replace(TextRange(0, 1), with: "x")"#,
        #"_ = editor.document.document"#,
        #"_ = ReadOnlyDocument(TextDocument("x"))"#,
        #"editor.history.checkpoint()"#,
        #"_ = editor.history.undo"#,
        #"editor.settings.viewport = Viewport(firstLine: 0, lineCount: 1)"#,
        #"editor.settings.behavior = .limited"#,
        #"editor.settings = editor.settings"#,
        #"editor.open(TextDocument("x"), suppressPersistence: false)"#,
        #"editor.selection = TextRange(0, 0)"#,
        // Issue #25, item 4: the syntax the editor keeps holds its document; a host
        // reads the prose through a `ProseMap` snapshot instead.
        #"_ = (editor.exclusionProvider as? SyntaxExclusions)?.syntaxTree"#,
        #"_ = try? SyntaxTree(document: TextDocument("x"), language: LanguageRegistry.named("markdown")!).document"#,
        #"_ = try? RegionMap(document: TextDocument("x"), syntax: nil).document"#,
        // The proofreader's drivers are the editor's: a host that ran them would change
        // the findings behind the editor's back.
        #"_ = editor.proofreader?.clear()"#,
        #"_ = editor.proofreader?.checkAll(TextDocument("x"), map: ProseMap(prose: []), nextID: { 0 })"#,
        #"editor.proofreader = nil"#,
        #"editor.exclusionProvider = NoExclusions()"#,
    ]

    private static let allowed = [
        #"let text: String = editor.document.text"#,
        #"let length: Int = editor.document.length + editor.document.lines.count"#,
        #"let canUndo: Bool = editor.history.canUndo && editor.history.undoEntries.isEmpty"#,
        #"let viewport: Viewport = editor.settings.viewport"#,
        #"editor.scroll(to: Viewport(firstLine: 0, lineCount: 1))"#,
        #"editor.setBehavior(.limited)"#,
        #"try? editor.replace(TextRange(0, 1), with: "x")"#,
        // The text engine on its own stays editable: only the editor's document is closed.
        #"let own = TextDocument("x"); own.replace(TextRange(0, 1), with: "y")"#,
        #"let prose: ProseMap = (editor.exclusionProvider as! SyntaxExclusions).proseMap(for: editor.document, exclusions: editor.exclusions())"#,
        #"let findings: [LiveFinding] = editor.findings"#,
        #"let judge: FindingJudge? = editor.proofreader?.judge"#,
    ]

    func testEveryWriteBehindTheEditorsBackIsACompileError() throws {
        let (status, output) = try typecheck(Self.forbidden)
        XCTAssertNotEqual(status, 0, output)
        for (index, line) in Self.forbidden.enumerated() {
            XCTAssertTrue(output.contains("host.swift:\(index + Self.header.count + 1):"),
                          "host code compiled without an error: \(line)\n\(output)")
        }
    }

    func testWhatAHostReadsAndCallsCompiles() throws {
        let (status, output) = try typecheck(Self.allowed)
        XCTAssertEqual(status, 0, output)
    }

    private static let header = [
        "import InkstoneProofing",
        "import InkstoneSessions",
        "import InkstoneSyntax",
        "import InkstoneText",
        #"let editor = Editor(text: "hello", exclusionProvider: SyntaxExclusions(language: LanguageRegistry.named("markdown")!))"#,
    ]

    /// Type-checks `lines` after the header as a separate package's code; returns the
    /// compiler's status and output.
    private func typecheck(_ lines: [String]) throws -> (Int32, String) {
        let products = try productsFolder()
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("inkstone-host-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = folder.appendingPathComponent("host.swift")
        try (Self.header + lines).joined(separator: "\n").write(to: source, atomically: true, encoding: .utf8)
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let maps = try FileManager.default.contentsOfDirectory(atPath: products.path)
            .filter { ($0.hasPrefix("TreeSitter") || $0 == "CLanguageDetector.build") && $0.hasSuffix(".build") }
            .flatMap { ["-Xcc", "-fmodule-map-file=\(products.path)/\($0)/module.modulemap"] }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swiftc", "-typecheck", "-I", products.appendingPathComponent("Modules").path,
                             "-I", root.appendingPathComponent("Sources/CTreeSitter").path,
                             "-I", root.appendingPathComponent("Sources/CHunspell").path] + maps + [source.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, output)
    }

    /// The build folder holding this test binary and the modules it was built with.
    private func productsFolder() throws -> URL {
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        for _ in 0..<4 {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Modules/InkstoneSessions.swiftmodule").path) {
                return folder
            }
            folder.deleteLastPathComponent()
        }
        throw ModulesNotFound(testBinary: CommandLine.arguments[0])
    }
}

private struct ModulesNotFound: Error, CustomStringConvertible {
    let testBinary: String
    var description: String { "no Modules/InkstoneSessions.swiftmodule in the folders above \(testBinary)" }
}
