import XCTest
@testable import InkstoneText

/// The one range toolkit: every edge policy at every edge, as a table (CodeMirror's
/// test-mapping.ts tests mapPos the same way), and the set operations.
final class RangeToolkitTests: XCTestCase {
    private func change(_ location: Int, _ length: Int, _ new: String, in text: String = "0123456789") -> TextChange {
        let units = Array(text.utf16)
        return TextChange(range: TextRange(location, length), oldUnits: Array(units[location..<(location + length)]),
                          newUnits: Array(new.utf16), revision: 1)
    }

    /// The range [3, 3) of "0123456789" ("345") through changes at and around each edge.
    func testEveryPolicyAtEveryEdge() {
        let range = TextRange(3, 3)
        let rows: [(name: String, change: TextChange, grow: TextRange, shrink: TextRange, untouched: TextRange?)] = [
            ("insert well before", change(1, 0, "ab"), TextRange(5, 3), TextRange(5, 3), TextRange(5, 3)),
            ("insert at the start", change(3, 0, "ab"), TextRange(3, 5), TextRange(5, 3), TextRange(5, 3)),
            ("insert inside", change(4, 0, "ab"), TextRange(3, 5), TextRange(3, 5), nil),
            ("insert at the end", change(6, 0, "ab"), TextRange(3, 5), TextRange(3, 3), TextRange(3, 3)),
            ("insert well after", change(8, 0, "ab"), TextRange(3, 3), TextRange(3, 3), TextRange(3, 3)),
            ("replace just before", change(1, 2, "x"), TextRange(2, 3), TextRange(2, 3), TextRange(2, 3)),
            ("replace across the start", change(2, 2, "xyz"), TextRange(2, 5), TextRange(5, 2), nil),
            ("replace the range exactly", change(3, 3, "ab"), TextRange(3, 2), TextRange(3, 2), nil),
            ("replace across the end", change(5, 2, "xyz"), TextRange(3, 5), TextRange(3, 2), nil),
            ("replace just after", change(6, 2, "x"), TextRange(3, 3), TextRange(3, 3), TextRange(3, 3)),
            ("delete around it", change(2, 5, ""), TextRange(2, 0), TextRange(2, 0), nil),
            ("delete before it", change(0, 3, ""), TextRange(0, 3), TextRange(0, 3), TextRange(0, 3)),
        ]
        for row in rows {
            XCTAssertEqual(row.change.map(range, edges: .grow), row.grow, "grow: \(row.name)")
            XCTAssertEqual(row.change.map(range, edges: .shrink), row.shrink, "shrink: \(row.name)")
            XCTAssertEqual(row.change.mapIfUntouched(range), row.untouched, "untouched: \(row.name)")
        }
    }

    func testAnEmptyRangeAtAnInsertionPoint() {
        let insertion = change(3, 0, "ab")
        XCTAssertEqual(insertion.map(TextRange(3, 0), edges: .grow), TextRange(3, 2))
        XCTAssertEqual(insertion.map(TextRange(3, 0), edges: .shrink), TextRange(5, 0))
        XCTAssertEqual(insertion.mapIfUntouched(TextRange(3, 0)), TextRange(3, 0), "it ends where the insertion starts")
    }

    func testPredicates() {
        XCTAssertTrue(TextRange(0, 2).meets(TextRange(2, 3)))
        XCTAssertFalse(TextRange(0, 2).meets(TextRange(3, 3)))
        XCTAssertTrue(TextRange(0, 5).contains(TextRange(1, 4)))
        XCTAssertTrue(TextRange(0, 5).contains(TextRange(5, 0)))
        XCTAssertFalse(TextRange(0, 5).contains(TextRange(4, 2)))
        XCTAssertEqual(TextRange(0, 5).intersection(TextRange(3, 5)), TextRange(3, 2))
        XCTAssertEqual(TextRange(0, 2).intersection(TextRange(4, 1)), TextRange(4, 0))
    }

    func testNormalizingSortsMergesTouchingAndDropsEmpty() {
        XCTAssertEqual(RangeSet.normalized([TextRange(5, 2), TextRange(0, 2), TextRange(2, 1), TextRange(9, 0), TextRange(6, 3)]),
                       [TextRange(0, 3), TextRange(5, 4)])
    }

    func testSubtractingAndComplement() {
        XCTAssertEqual(RangeSet.subtracting([TextRange(2, 2), TextRange(6, 1)], from: TextRange(0, 10)),
                       [TextRange(0, 2), TextRange(4, 2), TextRange(7, 3)])
        XCTAssertEqual(RangeSet.subtracting([TextRange(0, 10)], from: [TextRange(2, 3)]), [])
        XCTAssertEqual(RangeSet.complement(of: [TextRange(0, 2), TextRange(5, 1)], length: 8), [TextRange(2, 3), TextRange(6, 2)])
        XCTAssertEqual(RangeSet.complement(of: [], length: 3), [TextRange(0, 3)])
        XCTAssertEqual(RangeSet.complement(of: [TextRange(1, 2)], length: 3), [TextRange(0, 1)])
        XCTAssertEqual(RangeSet.complement(of: [TextRange(1, 9)], length: 3), [TextRange(0, 1)], "a range past the end")
        // The one-pass complement agrees with subtraction on random normalized lists.
        var random = SeededRandom(seed: 7)
        for _ in 0..<500 {
            let length = Int(random.next() % 40)
            let list = RangeSet.normalized((0..<Int(random.next() % 6)).map { _ in
                TextRange(Int(random.next() % UInt64(length + 1)), Int(random.next() % 8))
            }).filter { $0.end <= length }
            XCTAssertEqual(RangeSet.complement(of: list, length: length), RangeSet.subtracting(list, from: TextRange(0, length)), "\(list)")
        }
        XCTAssertEqual(RangeSet.symmetricDifference([TextRange(0, 4)], [TextRange(2, 4)]), [TextRange(0, 2), TextRange(4, 2)])
    }

    func testSearchFindsTheRangesMeetingAWindow() {
        let list = [TextRange(0, 2), TextRange(4, 2), TextRange(8, 2)]
        XCTAssertEqual(RangeSet.indices(meeting: TextRange(2, 2), in: list), 0..<2, "touching counts")
        XCTAssertEqual(RangeSet.indices(meeting: TextRange(6, 1), in: list), 1..<2)
        XCTAssertEqual(RangeSet.indices(meeting: TextRange(11, 1), in: list), 3..<3)
        XCTAssertEqual(RangeSet.firstIndex(in: list) { $0.end > 5 }, 1)
        XCTAssertEqual(RangeSet.firstIndex(in: list) { $0.end > 10 }, 3)
        XCTAssertEqual(RangeSet.firstIndex(in: [TextRange]()) { $0.end > 0 }, 0)
    }

    func testReplacingMergesWithNeighboursThatNowTouch() {
        var list = [TextRange(0, 2), TextRange(6, 2), TextRange(12, 2)]
        RangeSet.replace(meeting: TextRange(5, 4), in: &list, with: [TextRange(2, 4)])
        XCTAssertEqual(list, [TextRange(0, 6), TextRange(12, 2)])
    }

    func testShiftingMovesWhatFollowsAChangeAndGrowsWhatItMeets() {
        var list = [TextRange(0, 2), TextRange(4, 2), TextRange(8, 2)]
        RangeSet.shift(&list, by: change(5, 0, "abc"))
        XCTAssertEqual(list, [TextRange(0, 2), TextRange(4, 5), TextRange(11, 2)])
    }

    func testFlippedRangesAreThoseWhoseMembershipTheChangeTurned() {
        let insertion = change(1, 0, "x")
        XCTAssertEqual(RangeSet.flipped([TextRange(3, 2)], [TextRange(4, 2)], by: insertion), [], "only moved")
        XCTAssertEqual(RangeSet.flipped([TextRange(3, 2)], [TextRange(4, 4)], by: insertion), [TextRange(6, 2)])
    }

    func testSurrogatesAreKnownInOnePlace() {
        let document = TextDocument("a😀b")
        XCTAssertTrue(Surrogates.splits(document, at: 2))
        XCTAssertFalse(Surrogates.splits(document, at: 1))
        XCTAssertFalse(Surrogates.splits(document, at: 3))
        XCTAssertEqual(Surrogates.withoutSplits([TextRange(0, 2), TextRange(1, 2), TextRange(0, 3)], in: document), [TextRange(1, 2), TextRange(0, 3)])
        XCTAssertTrue(Surrogates.hasLoneHalf([0x61, 0xD83D]))
        XCTAssertTrue(Surrogates.hasLoneHalf([0xDE00, 0x61]))
        XCTAssertFalse(Surrogates.hasLoneHalf(Array("😀".utf16)))
        XCTAssertEqual(Surrogates.scalar(high: 0xD83D, low: 0xDE00), 0x1F600)
    }

    /// The chunked pass agrees with asking each edge on its own, across chunk edges.
    func testRangesThatSplitAPairAreFoundAcrossChunks() {
        var random = SeededRandom(seed: 0x5A)
        for round in 0..<40 {
            let pieces = ["a", "😀", "é", "\n", "👩‍👩‍👧", "xyz"]
            let text = (0..<Int.random(in: 1...3_000, using: &random)).map { _ in pieces.randomElement(using: &random)! }.joined()
            let document = TextDocument(text)
            let ranges = (0..<Int.random(in: 0...300, using: &random)).map { _ -> TextRange in
                let start = Int.random(in: 0...document.length, using: &random)
                return TextRange(start, Int.random(in: 0...(document.length - start), using: &random))
            }
            let expected = ranges.filter { !Surrogates.splits(document, at: $0.location) && !Surrogates.splits(document, at: $0.end) }
            XCTAssertEqual(Surrogates.withoutSplits(ranges, in: document), expected, "round \(round)")
        }
    }
}
