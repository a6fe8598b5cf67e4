import Foundation
import XCTest
import InkstoneTestSupport
@testable import InkstoneSyntax
@testable import InkstoneText

/// After every random edit, the incrementally updated tree and regions must equal a
/// fresh parse of the same text.
final class IncrementalParsingTests: XCTestCase {
    /// 1,000 in `make test`, 10,000 as the project asks under INKSTONE_LONG_TESTS=1
    /// (`make test-long`); INKSTONE_EDITS_PER_LANGUAGE sets any other number.
    static let editsPerLanguage = TestScale.count(quick: 1_000, full: 10_000, variable: "INKSTONE_EDITS_PER_LANGUAGE")
    static let snippets = [
        "\n", "\r\n", " ", "word ", "\"", "'", "`", "```", "//", "/*", "*/", "#", "<!--", "-->", "--", "*", "_",
        "[", "](", ")", "(", "{", "}", "<", ">", "\\", "x = 1;", "def f():\n    ", "😀", "é", "https://example.com/a",
        "- ", "> ", "|", "%", "$", "\\begin{verbatim}", "..", "::", "\t", "\"\"\"",
    ]

    func testRandomEditsMatchAFreshParseInEveryLanguage() throws {
        let only = ProcessInfo.processInfo.environment["INKSTONE_LANGUAGES"].map { Set($0.split(separator: ",").map(String.init)) }
        let languages = LanguageRegistry.listed.filter { !$0.isPlainText && only?.contains($0.name) != false }
        // The languages on all cores (each has its own parsers): the suite's longest test.
        let lock = NSLock()
        nonisolated(unsafe) var failures: [String] = []
        DispatchQueue.concurrentPerform(iterations: languages.count) { index in
            let problem: String?
            do { problem = try Self.checkRandomEdits(languages[index]) } catch { problem = "\(languages[index].name): \(error)" }
            lock.lock()
            if let problem { failures.append(problem) }
            lock.unlock()
        }
        XCTAssertEqual(failures, [])
    }

    /// Cycles of five random edits followed by their five undos, so that the text keeps
    /// returning to the (valid) sample while passing through broken states. A tree
    /// with syntax errors may legitimately differ from a fresh parse (tree-sitter's
    /// error recovery depends on the parse history), and so may where a comment is
    /// attached; everywhere else the tree and the regions must be identical, and
    /// always once the text is back to the sample.
    /// What went wrong, or nil.
    private static func checkRandomEdits(_ language: Language) throws -> String? {
        let seed = UInt64(language.name.utf8.reduce(5381) { ($0 &* 33) &+ UInt64($1) })
        var random = SeededRandom(seed: seed)
        let sample = try Fixtures.regionSample(language.name).text
        let document = TextDocument(sample)
        let syntax = try SyntaxTree(document: document, language: language)
        let regions = try RegionMap(document: document, syntax: syntax)
        var undo: [TextChange] = []
        var strict = 0, divergent = 0
        for step in 0..<Self.editsPerLanguage {
            let change: TextChange
            if step % 10 < 5 {
                change = document.replace(randomRange(document, &random), with: randomText(document, &random))
                undo.append(change)
            } else {
                let last = undo.removeLast()
                change = document.replace(last.newRange, withUnits: last.oldUnits)
            }
            let changedRanges = syntax.apply(change)
            regions.update(after: change, changed: changedRanges)
            let fresh = TextDocument(units: document.units(in: document.fullRange))
            let freshSyntax = try SyntaxTree(document: fresh, language: language)
            let freshRegions = try RegionMap(document: fresh, syntax: freshSyntax)
            let context = "\(language.name), seed \(seed), step \(step)"
            let sameTree = Self.withoutComments(syntax.sExpression) == Self.withoutComments(freshSyntax.sExpression)
            if !sameTree && freshSyntax.hasErrors && step % 10 != 9 {
                divergent += 1
                continue
            }
            strict += 1
            guard sameTree else {
                return ("\(context): the tree differs from a fresh parse of \(document.text.debugDescription)\nincremental: \(syntax.sExpression)\nfresh:       \(freshSyntax.sExpression)")
            }
            let edit = "after \(change.range) → \(change.newText.debugDescription), changed \(changedRanges)"
            guard regions.prose == freshRegions.prose else {
                return ("\(context): \(edit): prose \(regions.prose) ≠ fresh \(freshRegions.prose) in \(document.text.debugDescription)")
            }
            // What findings read besides the prose: which nodes are literals, and the
            // extents outside which everything is code.
            guard regions.literalExtents == freshRegions.literalExtents, regions.proseNodeExtents == freshRegions.proseNodeExtents else {
                return ("\(context): \(edit): literals \(regions.literalExtents) ≠ fresh \(freshRegions.literalExtents) or node extents differ in \(document.text.debugDescription)")
            }
        }
        print("IncrementalParsingTests \(language.name): \(strict) steps identical, \(divergent) with syntax errors recovered differently")
        if document.text != sample { return "\(language.name): the undos did not bring the sample back" }
        if strict <= Self.editsPerLanguage / 2 { return "\(language.name): too few steps compared strictly (\(strict))" }
        return nil
    }

    /// Comments are extras, which tree-sitter may attach to either neighbouring node
    /// depending on what it reused: the same text, parsed either way, is equally right.
    static func withoutComments(_ tree: String) -> String {
        tree.replacingOccurrences(of: #" ?\((\w*comment\w*)\)"#, with: "", options: .regularExpression)
    }

    private static func randomRange(_ document: TextDocument, _ random: inout SeededRandom) -> TextRange {
        let length = document.length
        let location = Int(random.next() % UInt64(length + 1))
        let maxDelete = length > 3000 ? 400 : 6
        let delete = random.next() % 2 == 0 ? 0 : Int(random.next() % UInt64(min(maxDelete, length - location) + 1))
        return TextRange(location, delete)
    }

    private static func randomText(_ document: TextDocument, _ random: inout SeededRandom) -> String {
        guard random.next() % 3 != 0 else { return "" }
        return Self.snippets[Int(random.next() % UInt64(Self.snippets.count))]
    }
}
