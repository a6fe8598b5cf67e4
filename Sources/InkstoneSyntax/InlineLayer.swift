import CTreeSitter
import Foundation
import InkstoneText

/// A language's second layer (Markdown's inline grammar, declared as `inline_layer` in
/// the grammar manifest) over each node the host's `injections.scm` names — Markdown's
/// `inline` and table-cell nodes —, one small tree per node.
///
/// One tree over all nodes as included ranges is what tree-sitter offers, but its
/// lexer looks ranges up one by one, so a long document with thousands of paragraphs
/// parses in quadratic time (16 s for 10,000 lines here). Separate trees cost a
/// paragraph's parse after an edit, and the trees of untouched paragraphs only move.
final class InlineLayer {
    struct Segment {
        /// The block node's range in the document.
        var range: TextRange
        /// What of the range is parsed, from the range's start (none: all of it).
        let included: [TSRange]
        /// Nil once released (`release(keeping:)`); parsed again from the text when read.
        var tree: OpaquePointer?
        /// When the tree was last read (`reads`).
        var lastRead = 0
    }

    private let parser: OpaquePointer
    private let injections: Query
    private let limits: ParseLimits
    private let cancellation = UnsafeMutablePointer<Int>.allocate(capacity: 1)
    /// Sorted by location, disjoint.
    private(set) var segments: [Segment] = []
    /// The document the segments are parsed from, to parse a released one again.
    private var document: TextDocument?
    /// Counts reads of segment trees: the clock of `Segment.lastRead`.
    private var reads = 0

    /// The language of the inline trees, and the name failures report.
    let language: Language

    /// `layer` parses the nodes that `host`'s `injections.scm` names.
    init(_ layer: Language, of host: Language, limits: ParseLimits) throws(SyntaxError) {
        guard let grammar = layer.grammar, let injections = try host.query("injections")
        else { preconditionFailure("\(layer.name) and \(host.name)/injections.scm are bundled") }
        language = layer
        parser = ts_parser_new()
        self.limits = limits
        cancellation.initialize(to: 0)
        guard ts_parser_set_language(parser, grammar.pointer) else {
            ts_parser_delete(parser)
            cancellation.deallocate()
            throw .grammarRejected(language: layer.name)
        }
        ts_parser_set_timeout_micros(parser, limits.timeoutMicroseconds)
        ts_parser_set_cancellation_flag(parser, cancellation)
        self.injections = injections
    }

    deinit {
        segments.forEach { $0.tree.map(ts_tree_delete) }
        ts_parser_delete(parser)
        cancellation.deallocate()
    }

    /// Moves the segments after a change and drops those it touched.
    /// In place: the segments before the change are passed by a binary search, those
    /// after it only move.
    func apply(_ change: TextChange) {
        let touched = indices(meeting: change.range)
        touched.forEach { segments[$0].tree.map(ts_tree_delete) }
        segments.removeSubrange(touched)
        let delta = change.delta
        segments.withUnsafeMutableBufferPointer { segments in
            for index in touched.lowerBound..<segments.count { segments[index].range.location += delta }
        }
    }

    /// The segments that overlap or touch `window`, found by a binary search: nothing
    /// on a keystroke's path looks at every paragraph of the document (issue #16).
    private func indices(meeting window: TextRange) -> Range<Int> {
        let first = RangeSet.firstIndex(in: segments) { $0.range.end >= window.location }
        var end = first
        while end < segments.count && segments[end].range.location <= window.end { end += 1 }
        return first..<end
    }

    func reset() {
        segments.forEach { $0.tree.map(ts_tree_delete) }
        segments = []
    }

    var heldTreeCount: Int { segments.lazy.filter { $0.tree != nil }.count }

    /// Lets go of every segment tree but the `limit` read last (an inline tree holds
    /// about 65 bytes per character of its paragraph). Only between reads.
    func release(keeping limit: Int) {
        let held = segments.indices.filter { segments[$0].tree != nil }
        guard held.count > limit else { return }
        for index in held.sorted(by: { segments[$0].lastRead > segments[$1].lastRead })[limit...] {
            ts_tree_delete(segments[index].tree!)
            segments[index].tree = nil
        }
    }

    /// A segment's tree, parsed again if it was released; nil if that parse was given up.
    private func tree(of index: Int) -> OpaquePointer? {
        reads += 1
        segments[index].lastRead = reads
        if let tree = segments[index].tree { return tree }
        guard let document, case .success(let tree) = parse(segments[index].range, included: segments[index].included, document: document)
        else { return nil }
        segments[index].tree = tree
        return tree
    }

    /// Parses the block nodes meeting the windows again. Nil when done, else why a
    /// paragraph could not be parsed.
    func update(blockRoots: (TextRange) -> [TSNode], windows: [TextRange], document: TextDocument) -> ParseFailure? {
        self.document = document
        for window in Windows.merged(windows, within: document.length) {
            if let failure = refresh(window, blockRoots: blockRoots, document: document) { return failure }
        }
        return nil
    }

    private func refresh(_ window: TextRange, blockRoots: (TextRange) -> [TSNode], document: TextDocument) -> ParseFailure? {
        let (final, found) = Windows.stabilize(
            window, find: { range in blockRoots(range).flatMap { self.injections.captures(in: $0, range: range).map(\.node) } },
            extent: { $0.textRange },
            stale: { current in self.indices(meeting: current).map { self.segments[$0].range } })
        let stale = indices(meeting: final)
        stale.forEach { segments[$0].tree.map(ts_tree_delete) }
        var fresh: [Segment] = []
        for node in found.sorted(by: { ts_node_start_byte($0) < ts_node_start_byte($1) }) {
            if let last = fresh.last, node.textRange.location < last.range.end { continue }
            let included = Self.includedRanges(of: node)
            switch parse(node.textRange, included: included, document: document) {
            case .success(let tree):
                reads += 1
                fresh.append(Segment(range: node.textRange, included: included, tree: tree, lastRead: reads))
            case .failure(let failure):
                fresh.forEach { $0.tree.map(ts_tree_delete) }
                segments.removeSubrange(stale)
                return failure
            }
        }
        segments.replaceSubrange(stale, with: fresh)
        return nil
    }

    /// A block node's text less its named children (the `> ` of a block quote's
    /// continuation lines), from the node's start; empty when it has none.
    private static func includedRanges(of node: TSNode) -> [TSRange] {
        let range = node.textRange
        var included: [TSRange] = []
        var cursor = 0
        for index in 0..<ts_node_named_child_count(node) {
            let child = ts_node_named_child(node, index).textRange.shifted(by: -range.location)
            if child.location > cursor { included.append(Self.tsRange(cursor, child.location)) }
            cursor = max(cursor, child.end)
        }
        if !included.isEmpty && cursor < range.length { included.append(Self.tsRange(cursor, range.length)) }
        return included
    }

    /// Parses one block node's text (`range`, less what `included` leaves out), from a
    /// copy so that offsets start at 0. Text past the limits (`InlineMarkupScan`) is
    /// not parsed at all.
    private func parse(_ range: TextRange, included: [TSRange], document: TextDocument) -> Result<OpaquePointer, ParseFailure> {
        let units = document.units(in: range)
        if let problem = InlineMarkupScan.problem(in: units, limits: limits) {
            return .failure(problem.failure.at(range.location + problem.offset))
        }
        _ = included.withUnsafeBufferPointer { ts_parser_set_included_ranges(parser, $0.baseAddress, UInt32($0.count)) }
        cancellation.pointee = 0
        let budget = limits.readBudget(forLength: units.count)
        let storage = UnsafeMutableBufferPointer<UInt16>.allocate(capacity: max(1, units.count))
        defer { storage.deallocate() }
        _ = storage.initialize(from: units)
        var reader = UnitsReader(units: UnsafeBufferPointer(rebasing: storage[0..<units.count]), budget: budget, cancellation: cancellation)
        let tree = ParseWatchdog.shared.guarding(cancellation, cpuSeconds: limits.cpuSeconds) {
            withUnsafeMutablePointer(to: &reader) { payload in
                ts_parser_parse(parser, nil, TSInput(payload: payload, read: UnitsReader.read, encoding: TSInputEncodingUTF16))
            }
        }
        guard let tree else {
            ts_parser_reset(parser)
            return .failure(.stopped(language.name, flag: cancellation.pointee, limits: limits))
        }
        return .success(tree)
    }

    private static func tsRange(_ lower: Int, _ upper: Int) -> TSRange {
        TSRange(start_point: TSPoint(row: 0, column: UInt32(lower * 2)), end_point: TSPoint(row: 0, column: UInt32(upper * 2)),
                start_byte: UInt32(lower * 2), end_byte: UInt32(upper * 2))
    }

    /// A query's captures over the segments meeting `range`, in document coordinates.
    /// A released segment whose parse is given up now has none and is added to `unparsed`.
    func captures(_ query: Query, in range: TextRange, unparsed: inout [TextRange]) -> [Query.Capture] {
        var result: [Query.Capture] = []
        var index = RangeSet.firstIndex(in: segments) { $0.range.end >= range.location }
        while index < segments.count && segments[index].range.location <= range.end {
            let segment = segments[index]
            guard let tree = tree(of: index) else {
                unparsed.append(segment.range)
                index += 1
                continue
            }
            let local = TextRange(max(0, range.location - segment.range.location),
                                  min(segment.range.length, range.end - segment.range.location))
            result += query.captures(in: ts_tree_root_node(tree), range: local).map {
                Query.Capture(name: $0.name, pattern: $0.pattern, range: $0.range.shifted(by: segment.range.location), node: $0.node)
            }
            index += 1
        }
        return result
    }

    var sExpression: String {
        segments.indices.map { index in
            let segment = segments[index]
            guard let tree = tree(of: index) else { return "\(segment.range) (unparsed)" }
            let text = ts_node_string(ts_tree_root_node(tree))!
            defer { free(text) }
            return "\(segment.range) " + String(cString: text)
        }.joined(separator: "\n")
    }
}
