import XCTest
@testable import InkstoneScript

final class ScriptParserTests: XCTestCase {
    private func error(_ text: String) -> ScriptError? {
        do {
            _ = try ScriptParser.parse(text)
            return nil
        } catch {
            return error
        }
    }

    func testAHeaderCommentsAndBlankLinesAreRead() throws {
        let script = try ScriptParser.parse("{\"script\":\"s\",\"rules\":[\"S21\"]}\n\n// note\n{\"op\":\"stop\"}\n")
        XCTAssertEqual(script.name, "s")
        XCTAssertEqual(script.rules, ["S21"])
        XCTAssertEqual(script.steps.map(\.line), [4])
    }

    func testAnUnknownOpNamesTheLine() {
        XCTAssertEqual(error("{\"op\":\"stop\"}\n{\"op\":\"fly\"}")?.line, 2)
        XCTAssertTrue(error("{\"op\":\"fly\"}")!.message.contains("unknown op \"fly\""))
    }

    func testAnUnknownKeyNamesTheKeyAndTheKnownOnes() {
        let message = error("{\"op\":\"type\",\"txt\":\"a\"}")!.message
        XCTAssertTrue(message.contains("unknown key \"txt\""), message)
        XCTAssertTrue(message.contains("\"text\""), message)
    }

    func testALineThatIsNotJSONIsAnError() {
        XCTAssertEqual(error("{\"op\":\"stop\"}\n{op: stop}")?.line, 2)
    }

    func testAnObjectWithoutOpAfterTheFirstLineIsAnError() {
        XCTAssertTrue(error("{\"op\":\"stop\"}\n{\"script\":\"late\"}")!.message.contains("missing \"op\""))
    }

    func testWrongTypesAndOutOfRangeValuesAreFoundWhenRun() {
        let runner = ScriptRunner(folder: "/tmp")
        for (text, fragment) in [("{\"op\":\"readOnly\",\"value\":1}", "true or false"),
                                 ("{\"op\":\"insert\",\"at\":-1,\"text\":\"x\"}", "at least 0"),
                                 ("{\"op\":\"select\",\"range\":[0]}", "[location, length]"),
                                 ("{\"op\":\"settings\",\"behavior\":\"eager\"}", "must be one of"),
                                 ("{\"op\":\"select\",\"range\":[5,1]}", "outside the document")] {
            do {
                try runner.run(try ScriptParser.parse(text))
                XCTFail("\(text) ran")
            } catch {
                XCTAssertTrue(error.message.contains(fragment), "\(text): \(error.message)")
            }
        }
    }
}
