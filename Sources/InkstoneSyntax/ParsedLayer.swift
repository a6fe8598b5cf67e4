import CTreeSitter
import Foundation
import InkstoneText

/// One parser and its current tree, re-parsed incrementally.
final class ParsedLayer {
    let parser: OpaquePointer
    private(set) var tree: OpaquePointer?
    private let languageName: String
    private let limits: ParseLimits
    /// Raised by the input when the parse has read more than its budget.
    private let cancellation = UnsafeMutablePointer<Int>.allocate(capacity: 1)

    init(grammar: OpaquePointer, languageName: String, limits: ParseLimits) throws(SyntaxError) {
        parser = ts_parser_new()
        self.languageName = languageName
        self.limits = limits
        cancellation.initialize(to: 0)
        guard ts_parser_set_language(parser, grammar) else {
            ts_parser_delete(parser)
            cancellation.deallocate()
            throw .grammarRejected(language: languageName)
        }
        ts_parser_set_timeout_micros(parser, limits.timeoutMicroseconds)
        ts_parser_set_cancellation_flag(parser, cancellation)
    }

    deinit {
        if let tree { ts_tree_delete(tree) }
        ts_parser_delete(parser)
        cancellation.deallocate()
    }

    var root: TSNode? { tree.map { ts_tree_root_node($0) } }

    /// The tree, handed over: the layer has none afterwards.
    func takeTree() -> OpaquePointer? {
        defer { tree = nil }
        return tree
    }

    /// Takes `tree` as the current one, to be re-parsed (it is deleted with the layer's).
    func adopt(_ tree: OpaquePointer) {
        discardTree()
        self.tree = tree
    }

    func discardTree() {
        if let tree { ts_tree_delete(tree) }
        tree = nil
    }

    func edit(_ edit: TSInputEdit) {
        guard let tree else { return }
        var edit = edit
        ts_tree_edit(tree, &edit)
    }

    /// Parses, reusing the current (edited) tree. Returns the ranges whose syntax
    /// changed, or why the parse was given up, in which case the layer has no tree and
    /// the next parse starts afresh.
    ///
    /// With `range`, only that part of the document is parsed (a Markdown chunk); with
    /// `ranges`, only those parts, as one text (a reST directive's arguments and content).
    func parse(_ input: DocumentInput, reusing: Bool = true, within range: TSRange? = nil, ranges: [TSRange] = []) -> Result<[TextRange], ParseFailure> {
        let old = tree
        cancellation.pointee = 0
        let included = range.map { [$0] } ?? ranges
        if !included.isEmpty {
            var included = included
            ts_parser_set_included_ranges(parser, &included, UInt32(included.count))
        }
        let range = included.first.map { first in
            TSRange(start_point: first.start_point, end_point: included.last!.end_point, start_byte: first.start_byte, end_byte: included.last!.end_byte)
        }
        let length = included.isEmpty ? input.document.length : included.reduce(0) { $0 + Int($1.end_byte - $1.start_byte) / 2 }
        let budget = limits.readBudget(forLength: length)
        let new = ParseWatchdog.shared.guarding(cancellation, cpuSeconds: limits.cpuSeconds) {
            input.withInput(budget: budget, cancellation: cancellation) { ts_parser_parse(parser, reusing ? old : nil, $0) }
        }
        guard let new else {
            ts_parser_reset(parser)
            if let old { ts_tree_delete(old) }
            tree = nil
            return .failure(.stopped(languageName, flag: cancellation.pointee, limits: limits))
        }
        tree = new
        guard let old else {
            let root = ts_tree_root_node(new)
            let start = range.map { Int($0.start_byte) / 2 } ?? 0
            return .success([TextRange(start, max(0, Int(ts_node_end_byte(root)) / 2 - start))])
        }
        var count: UInt32 = 0
        let ranges = ts_tree_get_changed_ranges(old, new, &count)
        defer {
            free(ranges)
            ts_tree_delete(old)
        }
        return .success((0..<Int(count)).map { index in
            let range = ranges![index]
            return TextRange(Int(range.start_byte) / 2, Int(range.end_byte - range.start_byte) / 2)
        })
    }

    /// The tree as an S-expression, for comparing parses in tests.
    var sExpression: String {
        guard let root else { return "" }
        let text = ts_node_string(root)!
        defer { free(text) }
        return String(cString: text)
    }
}
