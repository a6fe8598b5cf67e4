import CTreeSitter
import Foundation
import InkstoneSyntax

/// The floor under a keystroke: tree-sitter's own incremental re-parse through the
/// plain C API, of the same document as UTF-8, with the same keystrokes. What the
/// engine adds to a keystroke is the difference from this.
struct PlainReparse {
    let language: Language

    /// Nanoseconds per keystroke, sorted. `keystrokes` are (offset, text) in UTF-16
    /// offsets of an ASCII document, which are its byte offsets too.
    func times(text: String, keystrokes: [(offset: Int, text: String)]) -> [UInt64] {
        var bytes = Array(text.utf8)
        let parser = ts_parser_new()
        defer { ts_parser_delete(parser) }
        ts_parser_set_language(parser, language.unsafeGrammarPointer)
        var tree = parse(bytes, old: nil, parser: parser)
        var times: [UInt64] = []
        for keystroke in keystrokes {
            let inserted = Array(keystroke.text.utf8)
            let at = point(at: keystroke.offset, in: bytes)
            var edit = TSInputEdit(
                start_byte: UInt32(keystroke.offset), old_end_byte: UInt32(keystroke.offset),
                new_end_byte: UInt32(keystroke.offset + inserted.count), start_point: at, old_end_point: at,
                new_end_point: TSPoint(row: at.row, column: at.column + UInt32(inserted.count)))
            bytes.insert(contentsOf: inserted, at: keystroke.offset)
            let start = Measure.now()
            ts_tree_edit(tree, &edit)
            let new = parse(bytes, old: tree, parser: parser)
            var count: UInt32 = 0
            free(ts_tree_get_changed_ranges(tree, new, &count))
            times.append(Measure.now() - start)
            ts_tree_delete(tree)
            tree = new
        }
        ts_tree_delete(tree)
        return times.sorted()
    }

    private func parse(_ bytes: [UInt8], old: OpaquePointer?, parser: OpaquePointer?) -> OpaquePointer? {
        bytes.withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) {
                ts_parser_parse_string(parser, old, $0.baseAddress, UInt32($0.count))
            }
        }
    }

    /// Row and byte column of `offset` (outside the timed part).
    private func point(at offset: Int, in bytes: [UInt8]) -> TSPoint {
        var lineStart = offset
        while lineStart > 0 && bytes[lineStart - 1] != 0x0A { lineStart -= 1 }
        let row = bytes[..<lineStart].reduce(0) { $1 == 0x0A ? $0 + 1 : $0 }
        return TSPoint(row: UInt32(row), column: UInt32(offset - lineStart))
    }
}
