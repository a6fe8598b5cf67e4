import CTreeSitter
import Foundation
import InkstoneText

/// Which parts of a document are prose (checked and rewritable) and which are
/// protected (everything else: code, markup, URLs, paths …).
///
/// Prose comes from each language's `prose.scm` captures — comments without their
/// markers, string contents, Markdown inline text — minus the captures of its
/// `protected.scm` (Markdown: block-quote markers; and, on the inline layer, code
/// spans, link destinations, autolinks, HTML), minus the `ProtectedTokens` found
/// inside them. After an edit only windows around the changed ranges are recomputed
/// and spliced in; everything else shifts.
public final class RegionMap {
    /// The document it maps, kept to itself: a host that could reach it could change
    /// the text behind the back of the editor that owns it (`isMap(of:)` tells which).
    let document: TextDocument
    let syntax: SyntaxTree?
    private let proseQuery: Query?
    private let protectedQuery: Query?
    private let inlineProtectedQuery: Query?
    /// reST: the prose inside directives the grammar leaves opaque.
    private let directiveContents: DirectiveContents?
    /// Extents of the prose nodes before subtraction: what windows widen to cover.
    private var bases: [TextRange] = []
    /// Sorted, disjoint, non-touching prose ranges.
    public private(set) var prose: [TextRange] = []
    /// Extents of the prose nodes that are string literals (not comments, docstrings or
    /// markup text): their text may be code or data rather than a sentence.
    public private(set) var literalExtents: [TextRange] = []
    private var frontMatter: TextRange?

    /// With `syntax` nil the document is plain text: every line is prose.
    public init(document: TextDocument, syntax: SyntaxTree?) throws(SyntaxError) {
        self.document = document
        self.syntax = syntax
        if let language = syntax?.language {
            proseQuery = try language.query("prose")
            protectedQuery = try language.query("protected")
            inlineProtectedQuery = try syntax?.inline.flatMap { inline throws(SyntaxError) in try inline.language.query("protected") }
            directiveContents = try DirectiveContents(language: language, proseQuery: proseQuery)
        } else {
            (proseQuery, protectedQuery, inlineProtectedQuery, directiveContents) = (nil, nil, nil, nil)
        }
        frontMatter = currentFrontMatter()
        if let (nodes, holes) = try wholeTreeCaptures() {
            bases = RangeSet.normalized(nodes.map(\.extent))
            literalExtents = RangeSet.normalized(nodes.filter(\.isLiteral).map(\.extent))
            prose = RangeSet.normalized(proseRanges(of: nodes, protectedCaptures: holes))
        } else {
            let nodes = proseNodes(in: document.fullRange)
            bases = RangeSet.normalized(nodes.map(\.extent))
            literalExtents = RangeSet.normalized(nodes.filter(\.isLiteral).map(\.extent))
            prose = RangeSet.normalized(proseRanges(of: nodes))
        }
        syntax?.releaseTrees()
    }

    /// The prose nodes and protected captures of the whole tree in one walk, when both
    /// queries are only node types (most languages); nil otherwise.
    private func wholeTreeCaptures() throws(SyntaxError) -> (nodes: [ProseNode], protected: [TextRange])? {
        guard let syntax, syntax.isComplete, inlineProtectedQuery == nil, !syntax.blockRoots.isEmpty,
              let walk = try syntax.language.combinedWalk(["prose", "protected"]) else { return nil }
        var kinds: [TSSymbol: NodeKind] = [:]
        var nodes: [ProseNode] = []
        var protected: [TextRange] = []
        for capture in syntax.blockRoots.flatMap({ walk.captures(in: $0, range: document.fullRange) }) {
            if capture.name == 0 {
                nodes.append(proseNode(capture, kinds: &kinds))
            } else {
                protected.append(capture.range)
            }
        }
        return (frontMatterNodes(meeting: document.fullRange) + nodes + directiveNodes(meeting: document.fullRange), protected)
    }

    /// Whether this maps `other`.
    public func isMap(of other: TextDocument) -> Bool { document === other }

    /// The extents of the prose nodes (comments, strings, Markdown text) before protected
    /// parts are taken out: everything outside them is code.
    public var proseNodeExtents: [TextRange] { bases }

    /// The whole-line comments of a Markdown document's fenced code examples
    /// (`FencedCodeComments`): read as prose by the judge, though protected from rewriting
    /// as the rest of the code is. Worked out once a revision; none in other languages.
    public var fencedCodeComments: [TextRange] {
        guard syntax?.language.name == "markdown" else { return [] }
        if let scan = fencedScan { return scan.comments }
        let scan = FencedCodeComments.Scan(document)
        fencedScan = scan
        return scan.comments
    }

    /// The fenced blocks and their comments, followed across edits (`update`); nil
    /// until asked for, and after an edit that may have opened or closed a fence.
    private var fencedScan: FencedCodeComments.Scan?

    /// The complement of `prose` in the document.
    public var protected: [TextRange] {
        RangeSet.complement(of: prose, length: document.length)
    }

    /// Updates the map for a change already applied to the document and its syntax
    /// tree; `changed` is what `SyntaxTree.apply(_:)` returned.
    public func update(after change: TextChange, changed: [TextRange]) {
        RangeSet.shift(&bases, by: change)
        RangeSet.shift(&literalExtents, by: change)
        RangeSet.shift(&prose, by: change)
        if fencedScan?.update(after: change, in: document) == false { fencedScan = nil }
        var windows = changed + [change.newRange]
        let newFrontMatter = currentFrontMatter()
        if newFrontMatter != frontMatter {
            windows += [frontMatter.map { change.map($0, edges: .grow) }, newFrontMatter].compactMap { $0 }
            frontMatter = newFrontMatter
        }
        if syntax?.isComplete == false { windows = [document.fullRange] }
        windows = windows.map(widenedToAncestors)
        for window in Windows.merged(windows, within: document.length) {
            recompute(window)
        }
        syntax?.releaseTrees()
    }

    private func recompute(_ window: TextRange) {
        let (final, found) = Windows.stabilize(
            window, find: { self.proseNodes(in: $0) }, extent: \.extent,
            stale: { RangeSet.meeting($0, in: self.bases) + RangeSet.meeting($0, in: self.prose) })
        RangeSet.replace(meeting: final, in: &bases, with: RangeSet.normalized(found.map(\.extent)))
        RangeSet.replace(meeting: final, in: &literalExtents, with: RangeSet.normalized(found.filter(\.isLiteral).map(\.extent)))
        RangeSet.replace(meeting: final, in: &prose, with: RangeSet.normalized(proseRanges(of: found)))
    }

    /// A captured prose node: its whole extent, which windows must cover, and the part
    /// that is text (comment markers and quotes stripped; none for a `#!` line).
    struct ProseNode {
        let extent: TextRange
        let content: TextRange?
        var isLiteral = false
        /// A Markdown HTML block: its tags are protected (`HTMLBlockText`), its text prose.
        var isMarkupBlock = false
    }

    /// The prose nodes meeting `window`.
    private func proseNodes(in window: TextRange) -> [ProseNode] {
        guard let syntax else { return lineRanges(meeting: window).map { ProseNode(extent: $0, content: $0) } }
        guard syntax.isComplete, let proseQuery else { return [] }
        var kinds: [TSSymbol: NodeKind] = [:]
        return frontMatterNodes(meeting: window) + syntax.blockRoots(meeting: window).flatMap { proseQuery.captures(in: $0, range: window) }
            .map { proseNode($0, kinds: &kinds) } + directiveNodes(meeting: window)
    }

    /// The words of the prose directives' contents meeting `window` (reST), as prose nodes.
    private func directiveNodes(meeting window: TextRange) -> [ProseNode] {
        guard let directiveContents, let syntax else { return [] }
        return directiveContents.proseRanges(in: syntax.blockRoots(meeting: window), meeting: window, syntax: syntax)
            .map { ProseNode(extent: $0, content: $0) }
    }

    /// The front matter's values that a page shows (`FrontMatter.readValues`), as prose nodes.
    private func frontMatterNodes(meeting window: TextRange) -> [ProseNode] {
        RangeSet.meeting(window, in: frontMatterValues).map { ProseNode(extent: $0, content: $0) }
    }

    private var frontMatterValues: [TextRange] {
        frontMatter.map { FrontMatter.readValues(in: document, frontMatter: $0) } ?? []
    }

    /// What a node's type says is asked once per type (`kinds`), not once per node.
    private func proseNode(_ capture: Query.Capture, kinds: inout [TSSymbol: NodeKind]) -> ProseNode {
        let symbol = ts_node_symbol(capture.node)
        let kind = kinds[symbol] ?? NodeKind(type: capture.node.type)
        kinds[symbol] = kind
        return ProseNode(extent: capture.range, content: content(of: capture.range, kind: kind),
                         isLiteral: kind != .comment && literalSymbols.map { Self.isLiteral(capture, symbols: $0) } == true,
                         isMarkupBlock: kind == .markupBlock)
    }

    private var literalSymbols: LiteralSymbols? {
        syntax?.language.grammar.map { syntax!.language.queries.literalSymbols(for: $0.pointer) }
    }

    /// Whether a prose node is a string literal's (its type or its parent's says
    /// `str`, `heredoc`, `template` or `scalar`; XML's element text, `CharData`), and
    /// no docstring: a string that is a statement of its own (`expression_statement`)
    /// is written for people, as a comment is. Read from the ancestors the walk knew,
    /// climbing the tree only past them.
    static func isLiteral(_ capture: Query.Capture, symbols: LiteralSymbols) -> Bool {
        guard let ancestors = capture.ancestors else { return Self.isLiteral(capture.node, symbols: symbols) }
        guard symbols.isString(ts_node_symbol(capture.node)) || ancestors.count > 0 && symbols.isString(ancestors[0]) else { return false }
        var level = 0
        while level < ancestors.count && symbols.isString(ancestors[level]) { level += 1 }
        if level < ancestors.count { return !symbols.isStatement(ancestors[level]) }
        return ancestors.isComplete || Self.isLiteral(capture.node, symbols: symbols)
    }

    /// The same, climbing with `ts_node_parent`.
    static func isLiteral(_ node: TSNode, symbols: LiteralSymbols) -> Bool {
        var node = node
        var parent = ts_node_parent(node)
        guard symbols.isString(ts_node_symbol(node)) || (!ts_node_is_null(parent) && symbols.isString(ts_node_symbol(parent))) else { return false }
        while !ts_node_is_null(parent) && symbols.isString(ts_node_symbol(parent)) {
            node = parent
            parent = ts_node_parent(node)
        }
        return ts_node_is_null(parent) || !symbols.isStatement(ts_node_symbol(parent))
    }

    private enum NodeKind {
        case wholeLiteral, comment, markupBlock, other

        init(type: String) {
            self = StringQuotes.isWholeLiteral(type) ? .wholeLiteral : type.contains("comment") ? .comment
                : type == "html_block" ? .markupBlock : .other
        }
    }

    private func content(of range: TextRange, kind: NodeKind) -> TextRange? {
        var content = range
        if kind == .wholeLiteral {
            content = StringQuotes.strip(range, in: document)
        } else if kind == .comment {
            if CommentMarkers.isShebang(range, in: document, atStart: range.location == 0) { return nil }
            content = CommentMarkers.strip(range, in: document)
        }
        return content.length > 0 ? content : nil
    }

    private func lineRanges(meeting window: TextRange) -> [TextRange] {
        let first = document.lines.line(containing: window.location).index
        let last = document.lines.line(containing: window.end).index
        return (first...last).map { document.lines.line(at: $0).contentRange }.filter { $0.length > 0 }
    }

    /// Node contents minus protected captures (given, or found here), front matter and
    /// protected tokens. The protected query runs once over the nodes' whole span, not
    /// once per node (or, a node-type query, only into the subtrees that meet a content).
    private func proseRanges(of nodes: [ProseNode], protectedCaptures: [TextRange]? = nil) -> [TextRange] {
        let contents = nodes.compactMap(\.content).sorted { $0.location < $1.location }
        guard let first = contents.first, let last = contents.max(by: { $0.end < $1.end }) else { return [] }
        let span = TextRange(first.location, last.end - first.location)
        var captured: [TextRange] = []
        if let protectedCaptures {
            captured = protectedCaptures
        } else if let protectedQuery, let syntax {
            // Only holes that meet a node's content matter.
            // Each root (a Markdown chunk) is walked for the contents inside it alone:
            // handing every root all of them made a document's regions quadratic in its chunks.
            let meeting = RangeSet.normalized(contents)
            for root in syntax.blockRoots(meeting: span) {
                captured += protectedQuery.captures(in: root, meeting: RangeSet.meeting(root.textRange, in: meeting)).map(\.range)
            }
        }
        if let inlineProtectedQuery, let inline = syntax?.inline {
            // A paragraph whose inline parse was given up is protected whole.
            var unparsed: [TextRange] = []
            captured += inline.captures(inlineProtectedQuery, in: span, unparsed: &unparsed).map(\.range) + unparsed
        }
        let frontMatterHoles = frontMatter.map { RangeSet.subtracting(frontMatterValues, from: $0) } ?? []
        let holesBySpan = RangeSet.normalized(captured + frontMatterHoles)
        let markupBlocks = Set(nodes.filter(\.isMarkupBlock).compactMap(\.content))
        return contents.flatMap { base -> [TextRange] in
            let markup = markupBlocks.contains(base) ? HTMLBlockText.markup(in: base, of: document) : []
            let holes = RangeSet.meeting(base, in: holesBySpan) + markup + ProtectedTokens.ranges(in: base, of: document)
            return RangeSet.subtracting(RangeSet.normalized(holes), from: base)
        }
    }

    /// A changed range widened to an ancestor of the node covering it, because a prose
    /// pattern may depend on ancestors whose extent the changed ranges do not cover
    /// (a paragraph that became a literal block keeps its words as they were). How
    /// many levels: `; inkstone:ancestors N` in prose.scm, 2 by default; never the root.
    private func widenedToAncestors(_ range: TextRange) -> TextRange {
        guard ancestorLevels > 0, let root = syntax?.block.root(containing: range.location) else { return range }
        var node = ts_node_descendant_for_byte_range(root, UInt32(range.location * 2), UInt32(range.end * 2))
        for _ in 0..<ancestorLevels {
            let parent = ts_node_parent(node)
            guard !ts_node_is_null(parent), !ts_node_eq(parent, root) else { break }
            node = parent
        }
        let extent = node.textRange
        let lower = min(extent.location, range.location)
        return TextRange(lower, max(extent.end, range.end) - lower)
    }

    private var ancestorLevels: Int { proseQuery?.ancestorLevels ?? 2 }

    private func currentFrontMatter() -> TextRange? {
        syntax?.language.hasFrontMatter == true ? FrontMatter.range(in: document) : nil
    }
}
