import XCTest
@testable import InkstoneText

final class DetectionTests: XCTestCase {
    func testTheMajorityLineEndingWins() {
        XCTAssertEqual(TextDocument("a\r\nb\r\nc\nd").lines.dominantLineEnding, .crlf)
        XCTAssertEqual(TextDocument("a\rb\rc\nd").lines.dominantLineEnding, .cr)
    }

    func testLineEndingTiesPreferLFThenCRLF() {
        XCTAssertEqual(LineEnding.detect(lf: 2, crlf: 2, cr: 2), .lf)
        XCTAssertEqual(LineEnding.detect(lf: 1, crlf: 2, cr: 2), .crlf)
        XCTAssertEqual(TextDocument("a\r\nb\rc").lines.dominantLineEnding, .crlf)
    }

    func testADocumentWithoutLineBreaksUsesLF() {
        XCTAssertEqual(TextDocument("one line").lines.dominantLineEnding, .lf)
    }

    func testTabIndentedLinesAreDetectedAsTabs() {
        let document = TextDocument("func a() {\n\tif x {\n\t\ty()\n\t}\n}\n")
        XCTAssertEqual(IndentationDetector.detect(in: document), .tab)
    }

    func testTheMostCommonSpaceDeltaIsTheIndentWidth() {
        let two = TextDocument("a:\n  b:\n    c\n  d\ne:\n  f\n")
        XCTAssertEqual(IndentationDetector.detect(in: two), .spaces(2))
        let four = TextDocument("def a():\n    if b:\n        c()\n    return\n")
        XCTAssertEqual(IndentationDetector.detect(in: four), .spaces(4))
    }

    func testOddSingleSpacesAndBlankLinesDoNotDecideTheWidth() {
        let document = TextDocument("a\n    b\n\n     * comment\n    c\n        d\n")
        XCTAssertEqual(IndentationDetector.detect(in: document), .spaces(4))
    }

    func testSkippedLinesAreIgnored() {
        let document = TextDocument("a\n\tb\n\tc\n  d\n")
        XCTAssertEqual(IndentationDetector.detect(in: document, skipping: [1, 2]), .spaces(2))
    }

    func testADocumentWithoutIndentationHasNone() {
        XCTAssertNil(IndentationDetector.detect(in: TextDocument("a\nb\n")))
    }

    func testIndentationDescriptionsRoundTrip() {
        XCTAssertEqual(Indentation("tab"), .tab)
        XCTAssertEqual(Indentation("spaces:3"), .spaces(3))
        XCTAssertEqual(Indentation.spaces(4).description, "spaces:4")
        XCTAssertNil(Indentation("spaces:0"))
        XCTAssertNil(Indentation("tabs"))
    }
}
