import CTreeSitter
import InkstoneText

/// A document's syntax tree, kept in step with the document by incremental re-parsing.
///
/// Tree-sitter reads the document's UTF-16 storage directly (`TSInputEncodingUTF16`),
/// so every byte offset is a UTF-16 offset × 2. A language with an inline layer in the
/// grammar manifest (Markdown) is parsed in two: its own grammar, then the layer's
/// over the nodes its `injections.scm` names.
public final class SyntaxTree {
    public let language: Language
    /// The document it follows; kept to itself, as `RegionMap.document` is.
    let document: TextDocument
    public let limits: ParseLimits

    let block: BlockLayer
    let inline: InlineLayer?
    private let input: DocumentInput
    /// Why the last parse was given up (`ParseLimits`), or nil: with a failure there is
    /// no tree, and regions treat the whole document as protected rather than guess.
    public private(set) var failure: ParseFailure?

    /// False when the last parse was given up (see `failure`).
    public var isComplete: Bool { failure == nil }

    /// How many Markdown chunk trees, and as many inline trees, are kept between reads
    /// (`releaseTrees`); nil keeps them all. The rest are parsed again when read: a
    /// chunk is always parsed afresh from its text, so nothing is lost but time. Hosts
    /// that keep documents open (the editor, the language server) set it; a one-pass
    /// check does not, and reads nothing twice.
    public var treeLimit: Int?

    /// How many chunk and inline trees are held now (for tests of `treeLimit`).
    var heldTreeCount: Int { block.heldTreeCount + (inline?.heldTreeCount ?? 0) }

    /// Lets go of the trees past `treeLimit` that were read least recently. Called by
    /// `RegionMap` after it has read what it needs; no node may be held across it.
    func releaseTrees() {
        guard let treeLimit else { return }
        block.release(keeping: treeLimit)
        inline?.release(keeping: treeLimit)
    }

    public convenience init(document: TextDocument, language: Language, limits: ParseLimits = .standard) throws(SyntaxError) {
        try self.init(document: document, language: language, limits: limits, chunked: true)
    }

    /// `chunked: false` parses Markdown and Python whole, as the chunks must agree with (tests).
    init(document: TextDocument, language: Language, limits: ParseLimits, chunked: Bool) throws(SyntaxError) {
        guard let grammar = language.grammar else {
            preconditionFailure("plain text has no syntax tree; check Language.isPlainText first")
        }
        self.language = language
        self.document = document
        self.limits = limits
        input = DocumentInput(document: document, hidesSpacedColons: language.name == "rst")
        // Markdown's block grammar re-parses too much of a long document after an edit,
        // Python's walks every statement after it: they are parsed in chunks
        // (`BlockLayer`, `ChunkBoundaries`).
        block = try BlockLayer(grammar: grammar.pointer, languageName: language.name, limits: limits,
                               boundaries: chunked ? language.chunkBoundaries : nil)
        inline = try language.inlineLayer.flatMap(LanguageRegistry.named).map { layer throws(SyntaxError) in
            try InlineLayer(layer, of: language, limits: limits)
        }
        block.point = { [unowned self] in self.point(at: $0) }
        _ = reparse(edited: nil)
    }

    /// The block trees' roots: one, or Markdown's chunks, in document order.
    var blockRoots: [TSNode] { block.roots }

    /// The roots of the block trees that meet `window`.
    func blockRoots(meeting window: TextRange) -> [TSNode] { block.roots(meeting: window) }

    /// How many trees the block layer is made of (Markdown's chunks; else one).
    public var chunkCount: Int { block.isChunked ? block.chunkCount : 1 }

    /// Updates the tree for a change already applied to the document. Returns the
    /// ranges (in the new text) whose syntax may have changed, the change's new text
    /// included.
    @discardableResult
    public func apply(_ change: TextChange) -> [TextRange] {
        block.edit(change, inputEdit(for: change), in: document)
        inline?.apply(change)
        return reparse(edited: change.newRange)
    }

    private func reparse(edited: TextRange?) -> [TextRange] {
        var changed: [TextRange]
        switch block.parse(input, reusing: language.isIncremental) {
        case .success(let ranges): changed = ranges
        case .failure(let failure): return giveUp(failure)
        }
        if let edited { changed.append(edited) }
        if let inline, block.hasTrees,
           let failure = inline.update(blockRoots: block.roots(meeting:), windows: changed, document: document) {
            return giveUp(failure)
        }
        failure = nil
        return changed
    }

    private func giveUp(_ failure: ParseFailure) -> [TextRange] {
        self.failure = failure
        block.discardTrees()
        inline?.reset()
        return [document.fullRange]
    }

    /// The edit in tree-sitter's terms. Tree-sitter counts rows by LF only and columns
    /// in bytes since the last LF; scanners read columns (indentation), so the points
    /// must agree with that count exactly, lone CRs included.
    private func inputEdit(for change: TextChange) -> TSInputEdit {
        let start = point(at: change.range.location)
        var oldEnd = start
        if let lastLF = change.oldUnits.lastIndex(of: 0x0A) {
            oldEnd.row += UInt32(change.oldUnits.lazy.filter { $0 == 0x0A }.count)
            oldEnd.column = UInt32((change.oldUnits.count - lastLF - 1) * 2)
        } else {
            oldEnd.column += UInt32(change.oldUnits.count * 2)
        }
        return TSInputEdit(
            start_byte: UInt32(change.range.location * 2),
            old_end_byte: UInt32(change.range.end * 2),
            new_end_byte: UInt32(change.newRange.end * 2),
            start_point: start, old_end_point: oldEnd,
            new_end_point: point(at: change.newRange.end))
    }

    /// Tree-sitter's point for an offset of the current text. With no lone CR in the
    /// document, Inkstone's lines are tree-sitter's rows; otherwise rows are counted.
    func point(at offset: Int) -> TSPoint {
        let lines = document.lines
        if lines.delimiterCounts.cr == 0 {
            let position = lines.position(of: offset)
            return TSPoint(row: UInt32(position.line), column: UInt32(position.column * 2))
        }
        var row: UInt32 = 0
        var lineStart = 0
        var index = 0
        document.forEachChunk(in: TextRange(0, offset)) { chunk in
            for unit in chunk {
                index += 1
                if unit == 0x0A {
                    row += 1
                    lineStart = index
                }
            }
        }
        return TSPoint(row: row, column: UInt32((offset - lineStart) * 2))
    }

    /// Parsers of the tree's own grammar for the content of a node it leaves opaque
    /// (`DirectiveContents`), one for each level of nesting; made on first use.
    private var nestedLayers: [ParsedLayer] = []

    /// Parses `ranges` (sorted, disjoint) alone, as one text, with the document's grammar
    /// and hands `body` the root; nil when the parse was given up. The tree is gone when
    /// `body` returns. A tree of `depth` + 1 may be parsed inside `body`, never another
    /// of the same depth.
    func withNestedTree<T>(over ranges: [TextRange], depth: Int, _ body: (TSNode) -> T) -> T? {
        guard let grammar = language.grammar, !ranges.isEmpty else { return nil }
        while nestedLayers.count <= depth {
            guard let layer = try? ParsedLayer(grammar: grammar.pointer, languageName: language.name, limits: limits) else { return nil }
            nestedLayers.append(layer)
        }
        let layer = nestedLayers[depth]
        defer { layer.discardTree() }
        let included = ranges.map { range in
            TSRange(start_point: point(at: range.location), end_point: point(at: range.end),
                    start_byte: UInt32(range.location * 2), end_byte: UInt32(range.end * 2))
        }
        guard case .success = layer.parse(input, reusing: false, ranges: included), let root = layer.root else { return nil }
        return body(root)
    }

    /// Whether the tree holds syntax errors (ERROR or MISSING nodes).
    public var hasErrors: Bool {
        block.hasErrors
    }

    /// Both layers as S-expressions, for comparing an incremental parse with a fresh one.
    public var sExpression: String {
        block.sExpression + (inline.map { "\n" + $0.sExpression } ?? "")
    }
}
