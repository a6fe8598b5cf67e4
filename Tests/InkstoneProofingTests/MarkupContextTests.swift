import XCTest
@testable import InkstoneProofing
@testable import InkstoneText

/// Issue #26, item 3: code in prose, format by format, is left alone; the words
/// around it are still read.
final class MarkupContextTests: XCTestCase {
    private func hidden(_ line: String) -> [String] {
        let document = TextDocument(line)
        return RangeSet.normalized(MarkupContext.ranges(in: document)).map { document.string(in: $0) }
    }

    func testCodeInProseIsMarkup() {
        XCTAssertEqual(hidden(":rtype: the parsed value"), [":rtype:"])
        XCTAssertEqual(hidden("//go:build aix || zos"), ["go:build aix || zos"])
        XCTAssertEqual(hidden(".Nd print the version"), [".Nd print the version"])
        XCTAssertEqual(hidden("A list item \\(bu marks it"), ["\\(bu"])
        XCTAssertEqual(hidden("See |fugitive-commands| and *fugitive-tags* there"), ["|fugitive-commands|", "*fugitive-tags*"])
        XCTAssertEqual(hidden("Run :echoerr or set 'statusline' with <leader>x"), [":echoerr", "'statusline'", "<leader>"])
        XCTAssertEqual(hidden("Press ctrl-a or C-x then Shift+Tab"), ["ctrl-a", "C-x", "Shift+Tab"])
        XCTAssertEqual(hidden("The value of $COMPREPLY and ${HOME} here"), ["$COMPREPLY", "${HOME}"])
        XCTAssertEqual(hidden("# the `isfinite` and ``rindex`` functions"), ["`isfinite`", "``rindex``"])
        XCTAssertEqual(hidden("Matches *.md and src/**/x but not .txt files"), ["*.md", "src/**/x", ".txt"])
    }

    func testOrdinaryProseIsNotMarkup() {
        XCTAssertTrue(hidden("We recieve the mail. Then we answer, quickly.").isEmpty)
        XCTAssertTrue(hidden("It costs 3 - 2 = 1 and that is fine.").isEmpty)
    }
}
