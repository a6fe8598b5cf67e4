import Foundation
import XCTest
@testable import InkstoneServe

/// A check that takes longer than the limit is answered 503 and the server goes on;
/// checks held past their limit keep their slots, and a request that finds none is
/// answered 503 too. The checks are held by a gate, not by slow text.
final class TimeLimitTests: XCTestCase {
    /// Issue #49, item 4: with every slot held, the next check is answered 503 at once,
    /// while the held ones are still waiting for their limit (a minute here): waiting
    /// for a slot held one of the server's threads for the whole limit.
    func testACheckThatFindsNoSlotIs503AtOnce() throws {
        let harness = try APIHarness(timeLimit: 60)
        defer { harness.remove() }
        let gate = DispatchSemaphore(value: 0)
        harness.api.service.beforeCheck = { gate.wait() }
        let slots = harness.api.service.slotCount
        let answered = DispatchGroup()
        let request = HTTPRequest(method: "POST", path: "/v2/check", headers: ["content-type": "application/x-www-form-urlencoded"],
                                  body: Data("text=Hello.&language=en-US".utf8))
        for _ in 0..<slots {
            answered.enter()
            harness.api.answer(request) { _ in answered.leave() }
        }
        let busy = harness.api.respond(request)
        XCTAssertEqual(busy.status, 503)
        XCTAssertTrue(String(decoding: busy.body, as: UTF8.self).contains("busy with \(slots) checks"))
        XCTAssertEqual(answered.wait(timeout: .now()), .timedOut, "the held checks are still running")
        harness.api.service.beforeCheck = nil
        for _ in 0..<slots { gate.signal() }
        answered.wait()
    }

    func testASlowCheckIs503AndTheSlotsBoundWhatRunsAtOnce() throws {
        let harness = try APIHarness(timeLimit: 0.2)
        defer { harness.remove() }
        let gate = DispatchSemaphore(value: 0)
        harness.api.service.beforeCheck = { gate.wait() }
        let text = [("text", "A mispelled word."), ("language", "en-US")]
        let slots = harness.api.service.slotCount
        for _ in 0..<slots {
            let held = harness.post("/v2/check", text)
            XCTAssertEqual(held.status, 503)
            XCTAssertTrue(String(decoding: held.body, as: UTF8.self).contains("--time-limit"))
        }
        let busy = harness.post("/v2/check", text)
        XCTAssertEqual(busy.status, 503)
        XCTAssertTrue(String(decoding: busy.body, as: UTF8.self).contains("busy with \(slots) checks"), String(decoding: busy.body, as: UTF8.self))
        harness.api.service.beforeCheck = nil
        for _ in 0..<slots { gate.signal() }
        // Every held check ends and gives its slot back; then the server answers again.
        for _ in 0..<slots { harness.api.service.slots.wait() }
        for _ in 0..<slots { harness.api.service.slots.signal() }
        XCTAssertEqual(try harness.matches(text).count, 1)
    }
}
