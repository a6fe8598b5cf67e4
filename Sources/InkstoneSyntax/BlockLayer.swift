import CTreeSitter
import InkstoneText

/// A language's own grammar over the document: one tree, or for Markdown one tree per
/// chunk (issue #16, item 1). tree-sitter-markdown's block grammar hardly reuses its
/// old tree, so a keystroke re-parsed most of a long document; in chunks, a keystroke
/// re-parses the chunk it touched. `MarkdownChunks` says where chunks may start and
/// whether one may end there; the chunking is a function of the text alone: left to
/// right, each chunk ends at the first place where it may, so an edited document is
/// chunked as a fresh parse of its text would chunk it.
final class BlockLayer {
    private struct Chunk {
        var range: TextRange
        let layer: ParsedLayer
        /// How far edits before the chunk have moved it since its tree last heard of
        /// them: told lazily (`settle`), so that a keystroke does not edit every tree.
        var pending = (units: 0, rows: 0)
    }

    private let grammar: OpaquePointer
    private let languageName: String
    private let limits: ParseLimits
    let isChunked: Bool
    /// Chunked: in order, end to end over the text; empty before the first parse and
    /// after one was given up. Otherwise one, whatever its range says.
    private var chunks: [Chunk] = []
    /// Set by `edit`: the text the next parse chunks again (new coordinates), and the
    /// layers of the chunks that were there, whose parsers it takes again.
    private var dirty: (range: TextRange, layers: [ParsedLayer])?
    /// A layer to parse with when there is no chunk to reuse.
    private var spare: ParsedLayer?
    /// Tree-sitter's point for an offset of the current text (set by the syntax tree).
    var point: (Int) -> TSPoint = { _ in TSPoint(row: 0, column: 0) }

    init(grammar: OpaquePointer, languageName: String, limits: ParseLimits, chunked: Bool) throws(SyntaxError) {
        (self.grammar, self.languageName, self.limits, isChunked) = (grammar, languageName, limits, chunked)
        let layer = try ParsedLayer(grammar: grammar, languageName: languageName, limits: limits)
        if chunked { spare = layer } else { chunks = [Chunk(range: TextRange(0, 0), layer: layer)] }
    }

    /// Every chunk's root, in document order.
    var roots: [TSNode] {
        chunks.indices.compactMap { root(of: $0) }
    }

    /// Whether there is a tree at all (none before the first parse, or after one was given up).
    var hasTrees: Bool { chunks.contains { $0.layer.root != nil } }

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

    /// The root of the chunk that holds `offset`.
    func root(containing offset: Int) -> TSNode? {
        guard isChunked, !chunks.isEmpty else { return chunks.first?.layer.root }
        let index = firstChunk { $0.end > offset }
        return root(of: min(index, chunks.count - 1))
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
        settle(index)
        return chunks[index].layer.root
    }

    /// Tells a chunk's tree how far it has moved: one edit that replaces the text before
    /// it (where the tree has nothing but its padding) with text `pending` longer. A
    /// chunk starts a line, so only its rows move, never its columns.
    private func settle(_ index: Int) {
        let (units, rows) = chunks[index].pending
        guard units != 0 || rows != 0 else { return }
        chunks[index].pending = (0, 0)
        let start = chunks[index].range.location
        let row = Int(point(start).row)
        let (oldStart, oldRow) = (start - units, row - rows)
        let (before, rowsBefore) = (max(0, -units), max(0, -rows))
        chunks[index].layer.edit(TSInputEdit(
            start_byte: UInt32((oldStart - before) * 2), old_end_byte: UInt32(oldStart * 2), new_end_byte: UInt32(start * 2),
            start_point: TSPoint(row: UInt32(oldRow - rowsBefore), column: 0),
            old_end_point: TSPoint(row: UInt32(oldRow), column: 0), new_end_point: TSPoint(row: UInt32(row), column: 0)))
    }

    var chunkCount: Int { chunks.count }

    /// Tells the trees of an edit already applied to `document`. The chunks the edit
    /// meets are chunked again by the next parse, and so is the one before them when
    /// the edit reaches the first line of theirs (its heading may be one no more).
    func edit(_ change: TextChange, _ inputEdit: TSInputEdit, in document: TextDocument) {
        guard isChunked else { return chunks.forEach { $0.layer.edit(inputEdit) } }
        let delta = change.newRange.length - change.range.length
        let rows = change.newUnits.lazy.filter { $0 == 0x0A }.count - change.oldUnits.lazy.filter { $0 == 0x0A }.count
        var touched: [Int] = []
        for index in chunks.indices {
            let old = chunks[index].range
            if old.end < change.range.location { continue }
            if old.location > change.range.end {
                chunks[index].range = old.shifted(by: delta)
                chunks[index].pending.units += delta
                chunks[index].pending.rows += rows
            } else {
                // Parsed again by the next parse.
                touched.append(index)
            }
        }
        guard var first = touched.first, let last = touched.last else { return }
        let headingLine = document.lines.line(containing: chunks[first].range.location)
        // An empty region (the last chunk deleted) is chunked with the one before.
        let emptied = chunks[first].range.location == chunks[last].range.end + delta
        if first > 0 && (emptied || change.range.location <= headingLine.start + headingLine.length) { first -= 1 }
        let reused = chunks[first...last].map(\.layer)
        let region = TextRange(chunks[first].range.location, chunks[last].range.end + delta - chunks[first].range.location)
        dirty = (region, reused)
        chunks.removeSubrange(first...last)
    }

    /// Parses what changed; returns the ranges whose syntax may have changed.
    func parse(_ input: DocumentInput, reusing: Bool, point: (Int) -> TSPoint) -> Result<[TextRange], ParseFailure> {
        guard isChunked else { return chunks[0].layer.parse(input, reusing: reusing) }
        let document = input.document
        var region: TextRange
        var reused: [ParsedLayer]
        if chunks.isEmpty {
            region = document.fullRange
            reused = spare.map { [$0] } ?? []
            spare = nil
        } else if let pending = dirty {
            (region, reused) = (pending.range, pending.layers)
        } else {
            return .success([])
        }
        dirty = nil
        let frontMatterEnd = FrontMatter.range(in: document)?.end ?? 0
        let insertAt = firstChunk { $0.location >= region.location }
        var (start, end) = (region.location, region.end)
        var changed: [TextRange] = []
        var formed: [Chunk] = []
        repeat {
            let recycled = reused.isEmpty ? nil : reused.removeFirst()
            let layer: ParsedLayer
            do { layer = try recycled ?? ParsedLayer(grammar: grammar, languageName: languageName, limits: limits) } catch {
                return .failure(.stopped(languageName, flag: 0, limits: limits))
            }
            var cut = MarkdownChunks.nextStart(after: start, in: document, frontMatterEnd: frontMatterEnd)
            while true {
                // A chunk that runs past the region takes in the old chunks it reaches.
                while cut > end && insertAt < chunks.count {
                    end = chunks[insertAt].range.end
                    chunks.remove(at: insertAt)
                }
                // Each chunk is parsed afresh: tree-sitter 0.20.7 with tree-sitter-markdown
                // crashes now and then when it reuses a tree parsed over included ranges
                // (found by MarkdownChunkingTests), and a chunk is small.
                layer.discardTree()
                let range = TSRange(start_point: point(start), end_point: point(cut),
                                    start_byte: UInt32(start * 2), end_byte: UInt32(cut * 2))
                switch layer.parse(input, reusing: false, within: range) {
                case .success(let ranges): changed += ranges
                case .failure(let failure): return .failure(failure)
                }
                if cut == document.length || layer.root.map({ MarkdownChunks.isClosed($0, at: cut, in: document) }) ?? true { break }
                cut = MarkdownChunks.nextStart(after: cut, in: document, frontMatterEnd: frontMatterEnd)
            }
            formed.append(Chunk(range: TextRange(start, cut - start), layer: layer))
            start = cut
        } while start < end
        chunks.insert(contentsOf: formed, at: insertAt)
        return .success(changed)
    }

    /// Forgets every tree (a parse was given up): the next parse starts afresh.
    func discardTrees() {
        chunks.forEach { $0.layer.discardTree() }
        guard isChunked else { return }
        spare = spare ?? chunks.first?.layer ?? dirty?.layers.first
        chunks = []
        dirty = nil
    }

    var sExpression: String {
        chunks.map(\.layer.sExpression).joined(separator: "\n")
    }

    var hasErrors: Bool {
        roots.contains { ts_node_has_error($0) }
    }
}
