import Foundation
import XCTest
@testable import InkstoneServe

/// A check that takes longer than the limit is answered 503 and the server goes on;
/// checks held past their limit keep their slots, and a request that finds none is
/// answered 503 too. The checks are held by a gate, not by slow text.
final class TimeLimitTests: XCTestCase {
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
