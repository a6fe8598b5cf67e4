import CTreeSitter
import Foundation
import InkstoneText

/// Markdown's second layer: the inline grammar over each of the block tree's `inline`
/// and table-cell nodes, one small tree per node.
///
/// One tree over all nodes as included ranges is what tree-sitter offers, but its
/// lexer looks ranges up one by one, so a long document with thousands of paragraphs
/// parses in quadratic time (16 s for 10,000 lines here). Separate trees cost a
/// paragraph's parse after an edit, and the trees of untouched paragraphs only move.
final class InlineLayer {
    struct Segment {
        /// The block node's range in the document.
        var range: TextRange
        let tree: OpaquePointer
    }

    private let parser: OpaquePointer
    private let injections: Query
    /// Sorted by location, disjoint.
    private(set) var segments: [Segment] = []

    init(timeoutMicroseconds: UInt64) throws(SyntaxError) {
        guard let inline = LanguageRegistry.named("markdown_inline"), let grammar = inline.grammar,
              let markdown = LanguageRegistry.named("markdown"),
              let injections = try QueryCache.query("injections", for: markdown)
        else { preconditionFailure("markdown_inline and markdown/injections.scm are bundled") }
        parser = ts_parser_new()
        guard ts_parser_set_language(parser, grammar.pointer) else {
            ts_parser_delete(parser)
            throw .grammarRejected(language: "markdown_inline")
        }
        ts_parser_set_timeout_micros(parser, timeoutMicroseconds)
        self.injections = injections
    }

    deinit {
        segments.forEach { ts_tree_delete($0.tree) }
        ts_parser_delete(parser)
    }

    /// Moves the segments after a change and drops those it touched.
    func apply(_ change: TextChange) {
        var kept: [Segment] = []
        kept.reserveCapacity(segments.count)
        for var segment in segments {
            if segment.range.end < change.range.location {
                kept.append(segment)
            } else if segment.range.location > change.range.end {
                segment.range.location += change.delta
                kept.append(segment)
            } else {
                ts_tree_delete(segment.tree)
            }
        }
        segments = kept
    }

    func reset() {
        segments.forEach { ts_tree_delete($0.tree) }
        segments = []
    }

    /// Parses the block nodes meeting the windows again. False when a parse ran out of time.
    func update(blockRoot: TSNode, windows: [TextRange], document: TextDocument) -> Bool {
        for window in Windows.merged(windows, within: document.length) {
            guard refresh(window, blockRoot: blockRoot, document: document) else { return false }
        }
        return true
    }

    private func refresh(_ window: TextRange, blockRoot: TSNode, document: TextDocument) -> Bool {
        let (final, found) = Windows.stabilize(
            window, find: { self.injections.captures(in: blockRoot, range: $0).map(\.node) },
            extent: { $0.textRange },
            stale: { current in self.segments.map(\.range).filter { Windows.meets($0, current) } })
        let stale = segments.indices.filter { Windows.meets(segments[$0].range, final) }
        stale.forEach { ts_tree_delete(segments[$0].tree) }
        var fresh: [Segment] = []
        for node in found.sorted(by: { ts_node_start_byte($0) < ts_node_start_byte($1) }) {
            if let last = fresh.last, node.textRange.location < last.range.end { continue }
            guard let tree = parse(node, document: document) else {
                fresh.forEach { ts_tree_delete($0.tree) }
                segments.removeSubrange((stale.first ?? 0)..<(stale.last.map { $0 + 1 } ?? 0))
                return false
            }
            fresh.append(Segment(range: node.textRange, tree: tree))
        }
        let insertAt = stale.first ?? segments.firstIndex { $0.range.location > final.location } ?? segments.count
        segments.replaceSubrange(insertAt..<(stale.last.map { $0 + 1 } ?? insertAt), with: fresh)
        return true
    }

    /// Parses one block node's text, leaving out its named children (the `> ` of a
    /// block quote's continuation lines), from a copy so that offsets start at 0.
    private func parse(_ node: TSNode, document: TextDocument) -> OpaquePointer? {
        let range = node.textRange
        let units = document.units(in: range)
        var included: [TSRange] = []
        var cursor = 0
        for index in 0..<ts_node_named_child_count(node) {
            let child = ts_node_named_child(node, index).textRange.shifted(by: -range.location)
            if child.location > cursor { included.append(Self.tsRange(cursor, child.location)) }
            cursor = max(cursor, child.end)
        }
        if !included.isEmpty && cursor < units.count { included.append(Self.tsRange(cursor, units.count)) }
        _ = included.withUnsafeBufferPointer { ts_parser_set_included_ranges(parser, $0.baseAddress, UInt32($0.count)) }
        let tree = units.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) {
                ts_parser_parse_string_encoding(parser, nil, $0.baseAddress, UInt32(units.count * 2), TSInputEncodingUTF16)
            }
        }
        if tree == nil { ts_parser_reset(parser) }
        return tree
    }

    private static func tsRange(_ lower: Int, _ upper: Int) -> TSRange {
        TSRange(start_point: TSPoint(row: 0, column: UInt32(lower * 2)), end_point: TSPoint(row: 0, column: UInt32(upper * 2)),
                start_byte: UInt32(lower * 2), end_byte: UInt32(upper * 2))
    }

    /// A query's captures over the segments meeting `range`, in document coordinates.
    func captures(_ query: Query, in range: TextRange) -> [Query.Capture] {
        var lower = 0, upper = segments.count
        while lower < upper {
            let middle = (lower + upper) / 2
            if segments[middle].range.end < range.location { lower = middle + 1 } else { upper = middle }
        }
        var result: [Query.Capture] = []
        var index = lower
        while index < segments.count && segments[index].range.location <= range.end {
            let segment = segments[index]
            let local = TextRange(max(0, range.location - segment.range.location),
                                  min(segment.range.length, range.end - segment.range.location))
            result += query.captures(in: ts_tree_root_node(segment.tree), range: local).map {
                Query.Capture(name: $0.name, pattern: $0.pattern, range: $0.range.shifted(by: segment.range.location), node: $0.node)
            }
            index += 1
        }
        return result
    }

    var sExpression: String {
        segments.map { segment in
            let text = ts_node_string(ts_tree_root_node(segment.tree))!
            defer { free(text) }
            return "\(segment.range) " + String(cString: text)
        }.joined(separator: "\n")
    }
}
