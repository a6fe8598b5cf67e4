import Foundation
import XCTest
@testable import InkstoneLSP

/// The base protocol's framing: lengths in bytes, headers without regard to case,
/// several messages in one read and one message over several (issue #15, item 1).
final class MessageFramingTests: XCTestCase {
    private func text(_ bodies: [Data]) -> [String] { bodies.map { String(decoding: $0, as: UTF8.self) } }

    func testMessagesSplitAndJoinedAcrossReadsComeOutWhole() throws {
        let first = #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"x":"é😀"}}"#
        let second = #"{"jsonrpc":"2.0","method":"initialized","params":{}}"#
        let stream = MessageFraming.frame(Data(first.utf8)) + MessageFraming.frame(Data(second.utf8))
        // Every way of cutting the stream in two gives the same two messages.
        for cut in 0...stream.count {
            var framing = MessageFraming()
            let bodies = try framing.append(stream.prefix(cut)) + framing.append(stream.dropFirst(cut))
            XCTAssertEqual(text(bodies), [first, second], "cut at \(cut)")
            XCTAssertFalse(framing.hasPartialMessage)
        }
    }

    func testTheLengthCountsBytesAndOtherHeadersAreIgnored() throws {
        var framing = MessageFraming()
        let body = "{\"a\":\"é\"}"
        let frame = "content-length: \(body.utf8.count)\r\nContent-Type: application/vscode-jsonrpc; charset=utf-8\r\n\r\n\(body)"
        XCTAssertEqual(text(try framing.append(Data(frame.utf8))), [body])
        XCTAssertEqual(body.utf8.count, 10, "é is two bytes")
    }

    func testAnUnreadableHeaderIsAnErrorAndTheStreamGoesOn() throws {
        var framing = MessageFraming()
        XCTAssertThrowsError(try framing.append(Data("Content-Type: x\r\n\r\n".utf8))) { error in
            XCTAssertEqual(error as? FramingError, .missingContentLength(headers: "Content-Type: x"))
        }
        XCTAssertThrowsError(try framing.append(Data("Content-Length: -3\r\n\r\n".utf8))) { error in
            XCTAssertEqual(error as? FramingError, .invalidContentLength("-3"))
        }
        XCTAssertEqual(text(try framing.append(MessageFraming.frame(Data("{}".utf8)))), ["{}"])
    }
}
