@testable import inkstone
import Foundation
import InkstoneServe
import XCTest

/// A page the server would not let read its answers is logged with the way to allow
/// it, once per origin (issue #53, item 8).
final class RefusedOriginsTests: XCTestCase {
    func testARefusedOriginIsLoggedOnceWithTheOptionThatAllowsIt() throws {
        let refused = RefusedOrigins()
        let request = HTTPRequest(method: "POST", path: "/v2/check", headers: ["origin": "https://notes.example"])
        let line = try XCTUnwrap(refused.note(request, HTTPResponse(status: 200, headers: [])))
        XCTAssertTrue(line.contains("https://notes.example") && line.contains("--allow-origin 'https://notes.example'"), line)
        XCTAssertNil(refused.note(request, HTTPResponse(status: 200, headers: [])), "said once")
        let allowed = HTTPRequest(method: "POST", path: "/v2/check", headers: ["origin": "https://other.example"])
        XCTAssertNil(refused.note(allowed, HTTPResponse(status: 200, headers: [("Access-Control-Allow-Origin", "https://other.example")])))
        XCTAssertNil(refused.note(HTTPRequest(method: "POST", path: "/v2/check"), HTTPResponse(status: 200, headers: [])), "no page")
    }
}
