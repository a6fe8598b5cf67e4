import InkstoneText
import XCTest
@testable import InkstoneLSP

/// Positions in UTF-16, UTF-8 and UTF-32, clamped, never inside a character (issue #15, item 3).
final class PositionEncodingTests: XCTestCase {
    // "a😀b" then CRLF, then "é👩‍👩‍👧x" (a ZWJ family: 3 emoji, 2 joiners), then a lone CR and "z".
    private let document = ReadOnlyDocument(TextDocument("a😀b\r\né👩‍👩‍👧x\rz"))

    func testColumnsCountTheEncodingsUnits() {
        let family = "👩‍👩‍👧"
        let xOffset = 6 + 1 + family.utf16.count  // "a😀b\r\n" is 6 units
        XCTAssertEqual(PositionEncoding.utf16.position(of: xOffset, in: document).character, 1 + family.utf16.count)
        XCTAssertEqual(PositionEncoding.utf8.position(of: xOffset, in: document).character, 2 + family.utf8.count)
        XCTAssertEqual(PositionEncoding.utf32.position(of: xOffset, in: document).character, 1 + family.unicodeScalars.count)
        for encoding in PositionEncoding.allCases {
            let position = encoding.position(of: xOffset, in: document)
            XCTAssertEqual(position.line, 1)
            XCTAssertEqual(encoding.offset(line: 1, character: position.character, in: document), xOffset, "\(encoding)")
        }
    }

    func testEveryOffsetRoundTripsInEveryEncoding() {
        for encoding in PositionEncoding.allCases {
            for offset in 0...document.length where !Surrogates.splits(document.document, at: offset) {
                let position = encoding.position(of: offset, in: document)
                let back = encoding.offset(line: position.line, character: position.character, in: document)
                let line = document.lines.line(at: position.line)
                // An offset between CR and LF stands for the end of its line's text.
                let expected = min(offset, line.start + line.length)
                XCTAssertEqual(back, expected, "\(encoding) offset \(offset)")
            }
        }
    }

    func testAPositionInsideACharacterGoesToItsStart() {
        // The emoji is at UTF-16 column 1, two units; UTF-8 bytes 1–4.
        XCTAssertEqual(PositionEncoding.utf16.offset(line: 0, character: 2, in: document), 1)
        XCTAssertEqual(PositionEncoding.utf8.offset(line: 0, character: 3, in: document), 1)
        XCTAssertEqual(PositionEncoding.utf8.offset(line: 0, character: 5, in: document), 3)
    }

    func testOutOfRangePositionsAreClamped() {
        for encoding in PositionEncoding.allCases {
            XCTAssertEqual(encoding.offset(line: 0, character: 99, in: document), 4, "past the line's end: before its CR LF")
            XCTAssertEqual(encoding.offset(line: 9, character: 0, in: document), document.length)
            XCTAssertEqual(encoding.offset(line: -1, character: 3, in: document), 0)
            XCTAssertEqual(encoding.offset(line: 2, character: -5, in: document), document.length - 1)
            XCTAssertEqual(encoding.position(of: 999, in: document).line, 2)
        }
    }

    func testTheClientsFirstKnownEncodingIsChosenAndUTF16IsTheDefault() {
        XCTAssertEqual(PositionEncoding.negotiate(nil), .utf16)
        XCTAssertEqual(PositionEncoding.negotiate([]), .utf16)
        XCTAssertEqual(PositionEncoding.negotiate(["utf-8", "utf-16"]), .utf8)
        XCTAssertEqual(PositionEncoding.negotiate(["latin-1", "utf-32"]), .utf32)
    }
}
