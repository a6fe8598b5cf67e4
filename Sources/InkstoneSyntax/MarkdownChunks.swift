import CTreeSitter
import InkstoneText

/// Where a Markdown document may be cut into chunks that parse on their own exactly
/// as they parse inside the whole document (issue #16, item 1; issue #24, T4).
///
/// A chunk may start, after any front matter, at a line that starts a new top-level
/// block whatever came before — it closes paragraphs, lists, block quotes, tables and
/// indented code — unless a fenced code block or an HTML block is still open:
/// - an ATX heading (`#` to `######` at the start of a line, then a space, a tab or
///   the line's end) that follows a blank line;
/// - a line that starts with a letter and follows a blank line: a paragraph (nothing
///   continues across a blank line at column 0 but a list item's indented content);
/// - a bullet list item (`- `, `* ` or `+ ` at the start of a line, then a letter),
///   blank line or not: it interrupts a paragraph, and a lazy continuation line is
///   never one. Cut there, a list becomes two lists of the same items.
///
/// Without the last two, a long document without headings was one chunk, parsed
/// afresh at every keystroke. What the text before can change shows in the previous
/// chunk's own tree (`isClosed`): a chunk whose parse leaves a fence or an HTML block
/// open takes in the next chunk instead.
struct MarkdownChunks: ChunkBoundaries {
    private let document: TextDocument
    private let frontMatterEnd: Int

    static let reparsesIncrementally = false

    init(document: TextDocument) {
        self.document = document
        frontMatterEnd = FrontMatter.range(in: document)?.end ?? 0
    }

    /// The first place after `offset` where a chunk may start, else the text's end.
    func nextStart(after offset: Int) -> Int {
        let lines = document.lines
        var index = lines.line(containing: offset).index + 1
        var previousIsBlank = index > 0 && isBlank(lines.line(at: index - 1), in: document)
        while index < lines.count {
            let line = lines.line(at: index)
            // Never at the last line while it has no line break: tree-sitter-markdown
            // reads a chunk that ends inside a heading's line otherwise than the whole
            // text (`\n# ` gave its space to the heading only in the whole parse).
            let isOpenLastLine = index == lines.count - 1 && line.start + line.length == document.length
            if line.start >= frontMatterEnd && line.start > offset && !isOpenLastLine
                && Self.startsBlock(line, afterBlank: previousIsBlank, in: document) {
                return line.start
            }
            previousIsBlank = isBlank(line, in: document)
            index += 1
        }
        return document.length
    }

    func anchorEnd(ofChunkAt start: Int) -> Int {
        let line = document.lines.line(containing: start)
        return line.start + line.length
    }

    /// Whether a chunk's tree, cut at `end`, leaves nothing open that the next chunk's
    /// first line would not close: no fenced code, HTML block or front matter reaches
    /// its last unit.
    func isClosed(_ root: TSNode, at end: Int) -> Bool {
        guard end > 0 else { return true }
        let lines = document.lines
        let previous = lines.line(containing: end).index - 1
        let afterBlank = previous >= 0 && isBlank(lines.line(at: previous), in: document)
        var node = ts_node_descendant_for_byte_range(root, UInt32((end - 1) * 2), UInt32((end - 1) * 2))
        while !ts_node_is_null(node) {
            let type = node.type
            if Self.openBlocks.contains(type) { return false }
            // An HTML block of CommonMark's kinds 6 and 7 (`<div>`, `<p …>`) ends at a
            // blank line, which it holds, so it is open at a cut no blank line comes
            // before; kinds 1 to 5 run to their end marker.
            if type == "html_block" && (!afterBlank || Self.runsToEndMarker(document.string(in: TextRange(node.textRange.location, min(12, node.textRange.length))))) {
                return false
            }
            node = ts_node_parent(node)
        }
        return true
    }

    private static let openBlocks: Set<String> = ["fenced_code_block", "minus_metadata", "plus_metadata"]

    /// Whether an HTML block starting so is of kinds 1 to 5: `<script`, `<pre`,
    /// `<style`, `<textarea`, `<!--`, `<?`, `<!` and a letter, `<![CDATA[`.
    static func runsToEndMarker(_ start: String) -> Bool {
        let text = start.drop { $0 == " " }.lowercased()
        if ["<script", "<pre", "<style", "<textarea"].contains(where: text.hasPrefix) { return true }
        return text.hasPrefix("<!") || text.hasPrefix("<?")
    }

    /// Whether `line` starts a top-level block whatever came before (see the type's comment).
    private static func startsBlock(_ line: Line, afterBlank: Bool, in document: TextDocument) -> Bool {
        guard line.length > 0 else { return false }
        let first = document[line.start]
        if afterBlank && (isHeading(line, in: document) || isLetter(first)) { return true }
        return line.length >= 3 && (first == 0x2D || first == 0x2A || first == 0x2B) && document[line.start + 1] == 0x20
            && isLetter(document[line.start + 2])
    }

    private static func isLetter(_ unit: UInt16) -> Bool {
        (0x41...0x5A).contains(unit) || (0x61...0x7A).contains(unit)
    }

    private static func isHeading(_ line: Line, in document: TextDocument) -> Bool {
        var count = 0
        while count < line.length && document[line.start + count] == 0x23 { count += 1 }
        guard (1...6).contains(count) else { return false }
        return count == line.length || document[line.start + count] == 0x20 || document[line.start + count] == 0x09
    }
}
