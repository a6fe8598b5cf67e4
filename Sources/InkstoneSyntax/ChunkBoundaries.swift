import CTreeSitter
import InkstoneText

/// Where a language's text may be cut into chunks that parse on their own as they parse
/// inside the whole text (`BlockLayer`): Markdown (`MarkdownChunks`) and Python
/// (`PythonChunks`). Made for one parse of `document`, so that what the whole parse
/// needs (front matter) is read once.
protocol ChunkBoundaries {
    init(document: TextDocument)

    /// Whether an edited chunk is re-parsed from its old tree rather than afresh: a
    /// Python class may be thousands of lines long. Not Markdown: tree-sitter 0.20.7
    /// crashes now and then re-parsing its trees over included ranges.
    static var reparsesIncrementally: Bool { get }

    /// The first place after `offset` where a chunk may start, else the text's end.
    func nextStart(after offset: Int) -> Int

    /// Where the text ends that lets a chunk start at `start` (a Markdown heading's line;
    /// the comments and the first line of a Python statement): an edit before there may
    /// take that away, so the chunk before is cut again.
    func anchorEnd(ofChunkAt start: Int) -> Int

    /// Whether the tree of a chunk cut at `end` leaves nothing open that the text after
    /// `end` would carry on; if not, the chunk takes in more text.
    func isClosed(_ root: TSNode, at end: Int) -> Bool
}

/// Whether `line` holds nothing but spaces and tabs.
func isBlank(_ line: Line, in document: TextDocument) -> Bool {
    (0..<line.length).allSatisfy { document[line.start + $0] == 0x20 || document[line.start + $0] == 0x09 }
}

extension Language {
    /// How the language's text is cut into chunks, or nil when it is parsed whole.
    var chunkBoundaries: (any ChunkBoundaries.Type)? {
        switch name {
        case "markdown": MarkdownChunks.self
        case "python": PythonChunks.self
        default: nil
        }
    }
}
