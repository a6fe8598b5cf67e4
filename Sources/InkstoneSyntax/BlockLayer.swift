import CTreeSitter
import InkstoneText

/// A language's own grammar over the document: one tree, or for Markdown and Python one
/// tree per chunk (issue #16, item 1; issue #27, item 2). tree-sitter-markdown's block
/// grammar hardly reuses its old tree, and tree-sitter re-walks every Python statement
/// after an edit, so a keystroke re-parsed most of a long document; in chunks, a
/// keystroke re-parses the chunk it touched. `ChunkBoundaries` says where chunks may
/// start and whether one may end there; the chunking is a function of the text alone:
/// left to right, each chunk ends at the first place where it may (after a few tries,
/// at the first past twice its length), so an edited document is chunked as a fresh
/// parse of its text would chunk it.
final class BlockLayer {
    private struct Chunk {
        var range: TextRange
        /// Nil once released (`release(keeping:)`): parsed again when next read. A chunk
        /// is always parsed afresh from its text, so the tree read back is the one let go.
        var tree: ChunkTree?
        /// How far edits before the chunk have moved it since its tree last heard of
        /// them: told lazily (`settle`), so that a keystroke does not edit every tree.
        var pending = (units: 0, rows: 0)
        /// When the tree was last read (`reads`), so that the least recently read go first.
        var lastRead = 0
    }

    /// The parser; it also holds the one tree when the layer is not chunked.
    private let layer: ParsedLayer
    private let languageName: String
    private let boundaries: (any ChunkBoundaries.Type)?
    var isChunked: Bool { boundaries != nil }
    /// In order, end to end over the text; empty before the first parse and after one
    /// was given up.
    private var chunks: [Chunk] = []
    /// Set by `edit`: the text the next parse chunks again, in the new text.
    private var dirty: TextRange?
    /// Tree-sitter's point for an offset of the current text (set by the syntax tree).
    var point: (Int) -> TSPoint = { _ in TSPoint(row: 0, column: 0) }
    /// The text the chunks were parsed from, to parse a released chunk again.
    private var input: DocumentInput?
    /// Counts reads of chunk trees: the clock of `Chunk.lastRead`.
    private var reads = 0
    /// The tree of the edited chunk, told of the edit, for the next parse to start from
    /// (`ChunkBoundaries.reparsesIncrementally`), and where that chunk starts and ends
    /// (the end when it was the only chunk edited, else nil).
    private var reusable: (location: Int, end: Int?, tree: ChunkTree)?

    /// `boundaries`: where the text may be cut, or nil to parse it whole.
    init(grammar: OpaquePointer, languageName: String, limits: ParseLimits, boundaries: (any ChunkBoundaries.Type)?) throws(SyntaxError) {
        layer = try ParsedLayer(grammar: grammar, languageName: languageName, limits: limits)
        (self.languageName, self.boundaries) = (languageName, boundaries)
    }

    // MARK: Reading

    /// Every tree's root, in document order.
    var roots: [TSNode] {
        isChunked ? chunks.indices.compactMap { root(of: $0) } : layer.root.map { [$0] } ?? []
    }

    /// Whether there is a tree at all (none before the first parse, or after one was given up).
    var hasTrees: Bool { isChunked ? !chunks.isEmpty : layer.root != nil }

    /// The roots of the chunks that meet `window` (or touch it).
    func roots(meeting window: TextRange) -> [TSNode] {
        guard isChunked else { return roots }
        var index = firstChunk { $0.end >= window.location }
        var found: [TSNode] = []
        while index < chunks.count && chunks[index].range.location <= window.end {
            if let root = root(of: index) { found.append(root) }
            index += 1
        }
        return found
    }

    /// The root of the tree that holds `offset`.
    func root(containing offset: Int) -> TSNode? {
        guard isChunked else { return layer.root }
        guard !chunks.isEmpty else { return nil }
        return root(of: min(firstChunk { $0.end > offset }, chunks.count - 1))
    }

    var chunkCount: Int { isChunked ? chunks.count : 1 }

    var sExpression: String {
        isChunked ? chunks.indices.map { tree(of: $0)?.sExpression ?? "" }.joined(separator: "\n") : layer.sExpression
    }

    var hasErrors: Bool {
        roots.contains { ts_node_has_error($0) }
    }

    /// The first chunk whose range satisfies `isAfter` (false, then true, along the chunks).
    private func firstChunk(where isAfter: (TextRange) -> Bool) -> Int {
        var (low, high) = (0, chunks.count)
        while low < high {
            let middle = (low + high) / 2
            if isAfter(chunks[middle].range) { high = middle } else { low = middle + 1 }
        }
        return low
    }

    private func root(of index: Int) -> TSNode? {
        tree(of: index)?.root
    }

    /// A chunk's tree, told of the edits before it, or parsed again if it was
    /// released. Nil only if that parse was given up (a watchdog on a loaded machine):
    /// the chunk then has no nodes, so no prose — protected rather than guessed.
    private func tree(of index: Int) -> ChunkTree? {
        reads += 1
        chunks[index].lastRead = reads
        guard chunks[index].tree == nil else {
            settle(index)
            return chunks[index].tree
        }
        chunks[index].pending = (0, 0)
        guard let input, case .success = parseChunk(chunks[index].range, input), let tree = layer.takeTree() else { return nil }
        chunks[index].tree = ChunkTree(tree)
        return chunks[index].tree
    }

    var heldTreeCount: Int { isChunked ? chunks.lazy.filter { $0.tree != nil }.count : (layer.root == nil ? 0 : 1) }

    /// Lets go of every chunk tree but the `limit` read last (issue #27: a Markdown
    /// chunk's tree holds about 55 bytes per character of its text). Only between
    /// reads: a node of a released tree must not be held.
    ///
    /// Python's are kept (`ChunkBoundaries.reparsesIncrementally`): a chunk's tree is
    /// the start of its next re-parse, the code's names are read from every tree after
    /// an edit in code, and a Python tree costs far less than a Markdown one.
    func release(keeping limit: Int) {
        guard let boundaries, !boundaries.reparsesIncrementally else { return }
        let held = chunks.indices.filter { chunks[$0].tree != nil }
        guard held.count > limit else { return }
        for index in held.sorted(by: { chunks[$0].lastRead > chunks[$1].lastRead })[limit...] {
            chunks[index].tree = nil
        }
    }

    /// Tells a chunk's tree how far it has moved: one edit that replaces the text before
    /// it (where the tree has nothing but its padding) with text `pending` longer. A
    /// chunk starts a line, so only its rows move, never its columns.
    private func settle(_ index: Int) {
        let (units, rows) = chunks[index].pending
        guard units != 0 || rows != 0 else { return }
        chunks[index].pending = (0, 0)
        guard let tree = chunks[index].tree else { return }
        let start = chunks[index].range.location
        let row = Int(point(start).row)
        let (oldStart, oldRow) = (start - units, row - rows)
        let (before, rowsBefore) = (max(0, -units), max(0, -rows))
        tree.edit(TSInputEdit(
            start_byte: UInt32((oldStart - before) * 2), old_end_byte: UInt32(oldStart * 2), new_end_byte: UInt32(start * 2),
            start_point: TSPoint(row: UInt32(oldRow - rowsBefore), column: 0),
            old_end_point: TSPoint(row: UInt32(oldRow), column: 0), new_end_point: TSPoint(row: UInt32(row), column: 0)))
    }

    // MARK: Following the text

    /// Tells the trees of an edit already applied to `document`. The chunks the edit
    /// meets are chunked again by the next parse, and so is the one before them when
    /// the edit reaches what let the first of them start (`ChunkBoundaries.anchorEnd`:
    /// a heading may be one no more).
    func edit(_ change: TextChange, _ inputEdit: TSInputEdit, in document: TextDocument) {
        guard isChunked else { return layer.edit(inputEdit) }
        let delta = change.newRange.length - change.range.length
        let rows = change.newUnits.lazy.filter { $0 == 0x0A }.count - change.oldUnits.lazy.filter { $0 == 0x0A }.count
        var touched: [Int] = []
        for index in firstChunk(where: { $0.end >= change.range.location })..<chunks.count {
            let old = chunks[index].range
            if old.location > change.range.end {
                chunks[index].range = old.shifted(by: delta)
                chunks[index].pending.units += delta
                chunks[index].pending.rows += rows
            } else {
                touched.append(index)  // parsed again by the next parse
            }
        }
        guard var first = touched.first, let last = touched.last, let boundaries else { return }
        let anchorEnd = boundaries.init(document: document).anchorEnd(ofChunkAt: chunks[first].range.location)
        // An empty region (the last chunk deleted) is chunked with the one before.
        let emptied = chunks[first].range.location == chunks[last].range.end + delta
        if first > 0 && (emptied || change.range.location <= anchorEnd) { first -= 1 }
        dirty = TextRange(chunks[first].range.location, chunks[last].range.end + delta - chunks[first].range.location)
        if boundaries.reparsesIncrementally, chunks[first].tree != nil {
            settle(first)
            chunks[first].tree!.edit(inputEdit)
            reusable = (chunks[first].range.location, first == last ? dirty!.end : nil, chunks[first].tree!)
        }
        chunks.removeSubrange(first...last)
    }

    /// Parses what changed; returns the ranges whose syntax may have changed.
    func parse(_ input: DocumentInput, reusing: Bool) -> Result<[TextRange], ParseFailure> {
        guard let boundaries = boundaries?.init(document: input.document) else { return layer.parse(input, reusing: reusing) }
        self.input = input
        let document = input.document
        guard let region = chunks.isEmpty ? document.fullRange : dirty else { return .success([]) }
        dirty = nil
        let insertAt = firstChunk { $0.location >= region.location }
        var (start, end) = (region.location, region.end)
        var formed: [Chunk] = []
        var changed: [TextRange] = []
        let reusable = self.reusable
        self.reusable = nil
        repeat {
            var cut = boundaries.nextStart(after: start)
            var tries = 0
            var changedHere: [TextRange]
            while true {
                // A chunk that runs past the region takes in the old chunks it reaches.
                while cut > end && insertAt < chunks.count {
                    end = chunks[insertAt].range.end
                    chunks.remove(at: insertAt)
                }
                let old = tries == 0 && reusable?.location == start ? reusable?.tree : nil
                switch parseChunk(TextRange(start, cut - start), input, from: old) {
                case .failure(let failure): return .failure(failure)
                case .success(let ranges):
                    // Tree-sitter's own changed ranges when the chunk kept its extent.
                    changedHere = old != nil && reusable?.end == cut ? ranges : [TextRange(start, cut - start)]
                }
                if cut == document.length || layer.root.map({ boundaries.isClosed($0, at: cut) }) ?? true { break }
                // After a few tries, twice as long at each: a chunk left open to the end
                // of a long text (a syntax error, a fence never closed) costs a few
                // parses, not one for each place it could have ended.
                tries += 1
                cut = boundaries.nextStart(after: tries < 4 ? cut : min(document.length, start + 2 * (cut - start)) - 1)
            }
            guard let tree = layer.takeTree() else { return .failure(.stopped(languageName, flag: 0, limits: .standard)) }
            reads += 1
            formed.append(Chunk(range: TextRange(start, cut - start), tree: ChunkTree(tree), lastRead: reads))
            changed += changedHere
            start = cut
        } while start < end
        chunks.insert(contentsOf: formed, at: insertAt)
        return .success(changed)
    }

    /// One chunk, parsed afresh, or re-parsed from the edited tree `old` had (Python:
    /// `ChunkBoundaries.reparsesIncrementally`); tree-sitter 0.20.7 with
    /// tree-sitter-markdown crashes now and then when it re-parses a tree parsed over
    /// included ranges (found by `MarkdownChunkingTests`).
    private func parseChunk(_ range: TextRange, _ input: DocumentInput, from old: ChunkTree? = nil) -> Result<[TextRange], ParseFailure> {
        layer.discardTree()
        if let old { layer.adopt(ts_tree_copy(old.pointer)) }
        let included = TSRange(start_point: point(range.location), end_point: point(range.end),
                               start_byte: UInt32(range.location * 2), end_byte: UInt32(range.end * 2))
        return layer.parse(input, reusing: old != nil, within: included)
    }

    /// Forgets every tree (a parse was given up): the next parse starts afresh.
    func discardTrees() {
        layer.discardTree()
        reusable = nil
        chunks = []
        dirty = nil
    }
}
