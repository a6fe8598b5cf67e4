import Foundation
import XCTest

/// The language server is in the package, so the compiler lets it reach what hosts
/// outside cannot (`package` members): these read its sources and fail when it does
/// (issue #25, items 4 and 5).
final class ServerSourceTests: XCTestCase {
    private static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources/InkstoneLSP")

    /// Every line of the server's sources, with its file and number.
    private func lines() throws -> [(place: String, text: String)] {
        let files = try XCTUnwrap(FileManager.default.enumerator(atPath: Self.sources.path)).compactMap { $0 as? String }
            .filter { $0.hasSuffix(".swift") }.sorted()
        XCTAssertGreaterThan(files.count, 20, "the server's sources are where this test looks: \(Self.sources.path)")
        return try files.flatMap { file in
            try String(contentsOf: Self.sources.appendingPathComponent(file), encoding: .utf8)
                .split(separator: "\n", omittingEmptySubsequences: false).enumerated()
                .map { ("\(file):\($0.offset + 1)", String($0.element)) }
        }
    }

    func testTheServerHoldsNoWritableDocument() throws {
        let doors = [#"ReadOnlyDocument\("#, #"\.document\.document"#, #"syntaxTree"#, #"\bTextDocument\b"#]
        for (place, text) in try lines() where !text.trimmingCharacters(in: .whitespaces).hasPrefix("///") {
            for door in doors where text.range(of: door, options: .regularExpression) != nil {
                XCTFail("\(place) reaches a document behind the editor's back (\(door)): \(text)")
            }
        }
    }

    func testTheServerDrivesNoProofreaderAndTakesNoShortcutsInItsState() throws {
        let forbidden = ["proofreader?.checkAll", "proofreader?.update", "proofreader?.clear", "proofreader!.",
                         "FindingContext", "switch method"]
        for (place, text) in try lines() {
            // The test client's inbox waits on an NSCondition; nothing of the server is unchecked.
            if text.contains("@unchecked Sendable") && !place.hasPrefix("InProcessClient.swift") {
                XCTFail("\(place): @unchecked Sendable: \(text)")
            }
            for word in forbidden where text.contains(word) {
                XCTFail("\(place): \(word): \(text)")
            }
        }
    }

    /// Methods are named once, in the protocol's types (`LSP.X.name`); a method name in
    /// a string anywhere else is a second list to keep in step.
    func testMethodNamesAreWrittenOnce() throws {
        let names = ["\"textDocument/didOpen\"", "\"textDocument/didChange\"", "\"textDocument/codeAction\"", "\"textDocument/hover\"",
                     "\"workspace/executeCommand\"", "\"inkstone/rewrite\"", "\"initialize\""]
        for name in names {
            let places = try lines().filter { $0.text.contains(name) }.map(\.place)
            XCTAssertEqual(places.count, 1, "\(name) is written in \(places)")
            XCTAssertTrue(places.first?.hasPrefix("Protocol/") ?? false, "\(name) is written in \(places)")
        }
    }
}
