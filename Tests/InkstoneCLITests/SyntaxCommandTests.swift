import Foundation
import XCTest

final class SyntaxCommandTests: XCTestCase {
    private func sample(_ name: String, _ text: String) -> String {
        let path = NSTemporaryDirectory() + "inkstone-syntax-\(UUID().uuidString)-\(name)"
        FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
        addTeardownBlock { try? FileManager.default.removeItem(atPath: path) }
        return path
    }

    func testRegionsAsJSONListsProseAndProtectedRanges() throws {
        let path = sample("a.md", "Use `x` now.\n")
        let result = try CommandRunner.run(["regions", "--format", "json", path])
        XCTAssertEqual(result.status, 0, result.stderr)
        let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
        XCTAssertEqual(object?["language"] as? String, "markdown")
        XCTAssertEqual(object?["prose"] as? [[Int]], [[0, 4], [7, 5]])
        XCTAssertEqual(object?["protected"] as? [[Int]], [[4, 3], [12, 1]])
    }

    func testRegionsAsTextNamesEachRangeWithItsPosition() throws {
        let path = sample("b.py", "x = 1  # note\n")
        let result = try CommandRunner.run(["regions", "--format", "text", path])
        XCTAssertTrue(result.stdout.contains("prose     1:9-1:14 \" note\""), result.stdout)
    }

    func testAnUnknownLanguageIsAUsageErrorPointingToTheList() throws {
        let result = try CommandRunner.run(["regions", "--language", "cobol", sample("c.txt", "x")])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(result.stderr.contains("'inkstone languages' lists them"), result.stderr)
    }

    func testHighlightAsJSONGivesTokensWithCaptures() throws {
        let result = try CommandRunner.run(["highlight", "--format", "json", sample("d.c", "int main(void) { return 0; }\n")])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(result.stdout.contains("\"capture\":\"keyword\""), result.stdout)
        XCTAssertTrue(result.stdout.contains("\"text\":\"return\""), result.stdout)
    }

    func testHighlightAsHTMLEscapesText() throws {
        let result = try CommandRunner.run(["highlight", "--format", "html", sample("e.c", "int a = 1 < 2;\n")])
        XCTAssertTrue(result.stdout.contains("&lt;"), result.stdout)
        XCTAssertTrue(result.stdout.hasPrefix("<pre class=\"inkstone c\">"), result.stdout)
    }

    func testLanguagesListsEveryGrammarWithItsPin() throws {
        let result = try CommandRunner.run(["languages"])
        XCTAssertEqual(result.status, 0)
        XCTAssertTrue(result.stdout.contains("tree-sitter-markdown==0.3.2"), result.stdout)
        XCTAssertTrue(result.stdout.contains("python"), result.stdout)
    }
}
