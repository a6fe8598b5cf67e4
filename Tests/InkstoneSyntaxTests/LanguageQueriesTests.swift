import Foundation
import XCTest
@testable import InkstoneSyntax

/// Each language compiles its queries once, whichever thread asks first, and keeps them
/// itself: no cache shared by the process.
final class LanguageQueriesTests: XCTestCase {
    func testAQueryIsCompiledOnceForEveryThreadAndCopyOfTheLanguage() throws {
        let markdown = try XCTUnwrap(LanguageRegistry.named("markdown"))
        let found = QuerySlots()
        DispatchQueue.concurrentPerform(iterations: 8) { index in
            found.set(index, try? LanguageRegistry.named("markdown")?.query("prose"))
        }
        let first = try XCTUnwrap(try markdown.query("prose"))
        XCTAssertTrue(found.all.allSatisfy { $0 === first })
    }

    func testALanguageWithoutAQueryOfAKindHasNone() throws {
        XCTAssertNil(try LanguageRegistry.plainText.query("prose"))
        XCTAssertNil(try XCTUnwrap(LanguageRegistry.named("python")).query("injections"))
    }
}

/// Eight slots written from several threads.
private final class QuerySlots: @unchecked Sendable {
    private let lock = NSLock()
    private var slots = [Query?](repeating: nil, count: 8)

    func set(_ index: Int, _ query: Query?) {
        lock.lock()
        defer { lock.unlock() }
        slots[index] = query
    }

    var all: [Query?] { lock.lock(); defer { lock.unlock() }; return slots }
}
