import Foundation
import InkstoneProject
import InkstoneProofing
import XCTest

/// The README's embedding example compiles and runs: its code is this test's, line for
/// line (the imports aside), and the test says so when the two part.
final class ReadmeExampleTests: XCTestCase {
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    private func example() {
        // BEGIN README EXAMPLE
        let fileCheck = FileCheck(cache: nil, version: "my-host-1", lookups: SharedLookups(indexFolder: nil))
        switch fileCheck.check("README.md", isNamed: true, pool: CheckerPool(lookups: fileCheck.lookups)) {
        case .checked(let result):
            for finding in result.reported() { print(finding.range, finding.text, finding.suggestions, finding.reason) }
        case .skipped(let reason): print("skipped:", reason)
        case .failed(let message): print(message)            // names the file and the fix
        }
        // END README EXAMPLE
    }

    func testTheReadmesExampleIsThisCodeAndRuns() throws {
        let readme = try String(contentsOf: Self.root.appendingPathComponent("README.md"), encoding: .utf8)
        let section = try XCTUnwrap(readme.components(separatedBy: "## Embedding the library").dropFirst().first)
        let block = try XCTUnwrap(section.components(separatedBy: "```swift\n").dropFirst().first?.components(separatedBy: "```").first)
        let shown = block.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.hasPrefix("import ") }
            .map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        let source = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8)
        let tested = try XCTUnwrap(source.components(separatedBy: "// BEGIN README EXAMPLE\n").dropFirst().first?
            .components(separatedBy: "// END README EXAMPLE").first)
            .split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        XCTAssertEqual(shown, tested, "README.md's example and this test's code differ: change both")
        let current = FileManager.default.currentDirectoryPath
        FileManager.default.changeCurrentDirectoryPath(Self.root.path)
        defer { FileManager.default.changeCurrentDirectoryPath(current) }
        example()
    }
}
