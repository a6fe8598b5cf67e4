import CTreeSitter
import InkstoneText

/// Where a Markdown document may be cut into chunks that parse on their own exactly
/// as they parse inside the whole document (issue #16, item 1).
///
/// A chunk may start at an ATX heading (`#` to `######` at the start of a line, then
/// a space, a tab or the line's end) that follows a blank line, after any front
/// matter: a heading there starts a new top-level block whatever came before — it
/// closes paragraphs, lists, block quotes, tables and indented code — unless a fenced
/// code block or an HTML block is still open. That is the one thing the text before
/// can change, and it shows in the previous chunk's own tree (`isClosed`): a chunk
/// whose parse leaves one open takes in the next chunk instead.
enum MarkdownChunks {
    /// The first place after `offset` where a chunk may start, else the text's end.
    static func nextStart(after offset: Int, in document: TextDocument, frontMatterEnd: Int) -> Int {
        let lines = document.lines
        var index = lines.line(containing: offset).index + 1
        var previousIsBlank = index > 0 && isBlank(lines.line(at: index - 1), in: document)
        while index < lines.count {
            let line = lines.line(at: index)
            if previousIsBlank && line.start >= frontMatterEnd && line.start > offset && isHeading(line, in: document) {
                return line.start
            }
            previousIsBlank = isBlank(line, in: document)
            index += 1
        }
        return document.length
    }

    /// Whether a chunk's tree, cut at `end`, leaves nothing open that a heading would
    /// not close: no fenced code, HTML block or front matter reaches its last unit.
    static func isClosed(_ root: TSNode, at end: Int, in document: TextDocument) -> Bool {
        guard end > 0 else { return true }
        var node = ts_node_descendant_for_byte_range(root, UInt32((end - 1) * 2), UInt32((end - 1) * 2))
        while !ts_node_is_null(node) {
            let type = node.type
            if openBlocks.contains(type) { return false }
            // An HTML block of CommonMark's kinds 6 and 7 (`<div>`, `<p …>`) ends at a
            // blank line, which it holds; kinds 1 to 5 run to their end marker.
            if type == "html_block" && runsToEndMarker(document.string(in: TextRange(node.textRange.location, min(12, node.textRange.length)))) {
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

    private static func isHeading(_ line: Line, in document: TextDocument) -> Bool {
        var count = 0
        while count < line.length && document[line.start + count] == 0x23 { count += 1 }
        guard (1...6).contains(count) else { return false }
        return count == line.length || document[line.start + count] == 0x20 || document[line.start + count] == 0x09
    }

    private static func isBlank(_ line: Line, in document: TextDocument) -> Bool {
        (0..<line.length).allSatisfy { document[line.start + $0] == 0x20 || document[line.start + $0] == 0x09 }
    }
}
