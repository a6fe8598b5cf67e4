import CTreeSitter
import Foundation
import InkstoneText

/// A compiled tree-sitter query. Queries are read-only once compiled, so one instance
/// serves every tree of its language; each run gets its own cursor.
final class Query: @unchecked Sendable {
    let pointer: OpaquePointer
    let captureNames: [String]
    /// How many ancestor levels a changed range widens to before this (prose) query
    /// runs again: `; inkstone:ancestors N` in its source, read once here.
    let ancestorLevels: Int?
    /// Set when every pattern is a bare node type: then a plain walk finds the captures.
    private let nodeTypeWalk: NodeTypeWalk?
    /// The patterns, when they are only node types.
    let nodeTypePatterns: NodeTypePatterns?

    init(language: String, kind: String, source: String, grammar: OpaquePointer) throws(SyntaxError) {
        var errorOffset: UInt32 = 0
        var errorType = TSQueryErrorNone
        let utf8 = Array(source.utf8)
        guard let query = ts_query_new(grammar, source, UInt32(utf8.count), &errorOffset, &errorType) else {
            throw .invalidQuery(language: language, kind: kind, offset: Int(errorOffset),
                                reason: Self.describe(errorType))
        }
        pointer = query
        let captureNames = (0..<ts_query_capture_count(query)).map { index in
            var length: UInt32 = 0
            let name = ts_query_capture_name_for_id(query, index, &length)!
            return String(decoding: UnsafeRawBufferPointer(start: name, count: Int(length)), as: UTF8.self)
        }
        self.captureNames = captureNames
        ancestorLevels = Self.directive("ancestors", in: source).flatMap(Int.init)
        nodeTypePatterns = NodeTypePatterns(source: source)
        nodeTypeWalk = nodeTypePatterns.flatMap {
            NodeTypeWalk(patterns: $0, captureNames: captureNames, grammar: grammar)
        }
    }

    /// Whether `captures` walks the tree instead of running the query engine.
    var walksNodeTypes: Bool { nodeTypeWalk != nil }

    deinit { ts_query_delete(pointer) }

    /// The value of a `; inkstone:NAME VALUE` line of a query's source.
    static func directive(_ name: String, in source: String) -> String? {
        let prefix = "; inkstone:\(name) "
        return source.split(whereSeparator: \.isNewline).first { $0.hasPrefix(prefix) }
            .map { $0.dropFirst(prefix.count).trimmingCharacters(in: .whitespaces) }
    }

    /// A captured node: its capture name's index, the pattern that matched (later
    /// patterns are more specific, by the convention of highlight queries) and range.
    struct Capture {
        let name: Int
        let pattern: Int
        let range: TextRange
        let node: TSNode
        /// Known when a walk found it (`NodeTypeWalk`), not the query engine.
        var ancestors: NodeAncestors? = nil
    }

    /// Every capture whose node intersects `range` (UTF-16), in no particular order.
    func captures(in root: TSNode, range: TextRange) -> [Capture] {
        if let nodeTypeWalk { return nodeTypeWalk.captures(in: root, range: range) }
        return engineCaptures(in: root, range: range)
    }

    /// Every capture whose node meets one of `ranges` (sorted, disjoint), and perhaps
    /// others inside their span: only a node-type walk can skip what lies between.
    func captures(in root: TSNode, meeting ranges: [TextRange]) -> [Capture] {
        if let nodeTypeWalk { return nodeTypeWalk.captures(in: root, meeting: ranges) }
        guard let first = ranges.first, let last = ranges.last else { return [] }
        return engineCaptures(in: root, range: TextRange(first.location, last.end - first.location))
    }

    /// The captures as tree-sitter's query engine finds them.
    func engineCaptures(in root: TSNode, range: TextRange) -> [Capture] {
        let cursor = ts_query_cursor_new()
        defer { ts_query_cursor_delete(cursor) }
        ts_query_cursor_set_byte_range(cursor, UInt32(range.location * 2), UInt32(range.end * 2))
        ts_query_cursor_exec(cursor, pointer, root)
        var match = TSQueryMatch()
        var result: [Capture] = []
        while ts_query_cursor_next_match(cursor, &match) {
            for index in 0..<Int(match.capture_count) {
                let capture = match.captures[index]
                result.append(Capture(name: Int(capture.index), pattern: Int(match.pattern_index),
                                      range: capture.node.textRange, node: capture.node))
            }
        }
        return result
    }

    private static func describe(_ error: TSQueryError) -> String {
        switch error {
        case TSQueryErrorSyntax: "syntax error"
        case TSQueryErrorNodeType: "unknown node type"
        case TSQueryErrorField: "unknown field"
        case TSQueryErrorCapture: "unknown capture"
        case TSQueryErrorStructure: "impossible pattern structure"
        case TSQueryErrorLanguage: "language mismatch"
        default: "error \(error.rawValue)"
        }
    }
}

extension TSNode {
    var textRange: TextRange {
        let start = Int(ts_node_start_byte(self)) / 2
        return TextRange(start, Int(ts_node_end_byte(self)) / 2 - start)
    }

    var type: String { String(cString: ts_node_type(self)) }
}
