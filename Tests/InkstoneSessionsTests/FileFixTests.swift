import XCTest
@testable import InkstoneSessions
@testable import InkstoneSyntax
@testable import InkstoneText

/// `FileFix`: replacements go through a session's validation, in one group.
final class FileFixTests: XCTestCase {
    private let markdown = LanguageRegistry.named("markdown")!

    func testAReplacementOverProtectedTextIsRefusedAndTheOthersApply() {
        let text = "Fix teh word, not `teh` code.\n"
        let prose = TextRange(4, 3), code = TextRange(19, 3)
        let outcome = FileFix(language: markdown).apply(
            [.init(range: code, text: "the"), .init(range: prose, text: "the")], to: text)
        XCTAssertEqual(outcome.text, "Fix the word, not `teh` code.\n")
        XCTAssertEqual(outcome.applied, [1])
        XCTAssertEqual(outcome.refused.map(\.index), [0])
        XCTAssertEqual(outcome.refused.first?.refusal, .rejected(.crossesProtected))
    }

    func testOverlappingReplacementsKeepTheFirstAndRangesReferToTheOriginal() {
        let text = "one two three four\n"
        let outcome = FileFix(language: LanguageRegistry.plainText).apply(
            [.init(range: TextRange(14, 4), text: "FOUR"), .init(range: TextRange(0, 3), text: "uno"),
             .init(range: TextRange(1, 5), text: "x"), .init(range: TextRange(4, 3), text: "deux")], to: text)
        XCTAssertEqual(outcome.text, "uno deux three FOUR\n")
        XCTAssertEqual(outcome.applied, [1, 3, 0])
        XCTAssertEqual(outcome.refused.map(\.index), [2])
        XCTAssertEqual(outcome.refused.first?.refusal, .overlaps)
    }

    /// Each is judged against the text as it was: the insertion after "rewrite." would
    /// make `rewrite.py` a protected file name, but the change of that word comes first.
    func testNeighboursDoNotSinkEachOther() {
        let python = LanguageRegistry.named("python")!
        let outcome = FileFix(language: python).apply(
            [.init(range: TextRange(23, 0), text: "py"), .init(range: TextRange(2, 1), text: "python"),
             .init(range: TextRange(4, 18), text: "tool")], to: "# A comment to rewrite.\n")
        XCTAssertEqual(outcome.text, "# python tool.py\n")
        XCTAssertEqual(outcome.applied, [1, 2, 0])
        XCTAssertTrue(outcome.refused.isEmpty)
    }

    func testAReplacementThatSplitsASurrogatePairIsRefused() {
        let text = "A 😀 face.\n"
        let outcome = FileFix(language: LanguageRegistry.plainText).apply([.init(range: TextRange(3, 1), text: "x")], to: text)
        XCTAssertEqual(outcome.text, text)
        XCTAssertEqual(outcome.refused.first?.refusal, .rejected(.splitsSurrogate))
    }

    func testLineBreaksInAReplacementBecomeTheTextsOwn() {
        let outcome = FileFix(language: LanguageRegistry.plainText).apply([.init(range: TextRange(3, 1), text: "\n")],
                                                                          to: "one two\r\nthree\r\n")
        XCTAssertEqual(outcome.text, "one\r\ntwo\r\nthree\r\n")
    }

    /// T3: however many replacements, the provider follows a handful of changes (the
    /// trial, its undo, the write), not a few per replacement: a fix is linear.
    func testManyReplacementsCostTheProviderAFewChangesInAll() {
        let text = String(repeating: "We ate a apple today.\n", count: 400)
        let replacements = (0..<400).map { FileFix.Replacement(range: TextRange($0 * 22 + 7, 1), text: "an") }
        let counting = CountingExclusions(language: markdown)
        let outcome = FileFix(language: markdown, exclusions: { counting }).apply(replacements, to: text)
        XCTAssertEqual(outcome.applied.count, 400)
        XCTAssertEqual(outcome.text, String(repeating: "We ate an apple today.\n", count: 400))
        XCTAssertLessThanOrEqual(counting.changes, 4)
    }
}

/// Syntax exclusions that count the changes they follow.
private final class CountingExclusions: ExclusionProvider {
    private let inner: SyntaxExclusions
    private(set) var changes = 0

    init(language: Language) { inner = SyntaxExclusions(language: language) }

    func exclusions(in document: ReadOnlyDocument) -> [TextRange] { inner.exclusions(in: document) }
    func documentDidLoad(_ document: ReadOnlyDocument) { inner.documentDidLoad(document) }
    func documentDidChange(_ change: TextChange, document: ReadOnlyDocument) {
        changes += 1
        inner.documentDidChange(change, document: document)
    }
}
