import InkstoneTestSupport
import XCTest
@testable import InkstoneText

final class LineIndexRandomizedTests: XCTestCase {
    /// 30,000 edits in `make test`, 100,000 under INKSTONE_LONG_TESTS=1.
    func testRandomEditsKeepLinesEqualToANaiveScan() {
        let seed: UInt64 = 20261129
        print("LineIndexRandomizedTests seed \(seed)")
        var model = RandomTextModel(seed: seed)
        let document = TextDocument()
        for step in 0..<TestScale.count(quick: 30_000, full: 100_000) {
            // Keep the document small so that comparing every line after every edit stays cheap.
            let maxDelete = model.units.count > 600 ? 200 : 8
            let (range, text) = model.randomEdit(maxPieces: 4, maxDelete: maxDelete)
            document.replace(range, withUnits: text)
            model.apply(range, text)
            let problems = document.lines.violations()
            guard problems.isEmpty else {
                return XCTFail("step \(step), seed \(seed): \(problems)")
            }
            guard linesMatch(document, model, step: step, seed: seed) else { return }
        }
    }

    private func linesMatch(_ document: TextDocument, _ model: RandomTextModel, step: Int, seed: UInt64) -> Bool {
        let expected = model.lines
        guard document.lines.count == expected.count else {
            XCTFail("step \(step), seed \(seed): \(document.lines.count) lines, expected \(expected.count)")
            return false
        }
        for (index, line) in expected.enumerated() {
            let actual = document.lines.line(at: index)
            if actual.start != line.start || actual.length != line.length || actual.delimiter != line.delimiter {
                XCTFail("step \(step), seed \(seed): line \(index) is \(actual), expected \(line)")
                return false
            }
        }
        let counts = document.lines.delimiterCounts
        let lf = expected.filter { $0.delimiter == .lf }.count
        let crlf = expected.filter { $0.delimiter == .crlf }.count
        let cr = expected.filter { $0.delimiter == .cr }.count
        if counts != (lf, crlf, cr) {
            XCTFail("step \(step), seed \(seed): delimiter counts \(counts), expected \((lf, crlf, cr))")
            return false
        }
        return true
    }
}
