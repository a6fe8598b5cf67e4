import CTreeSitter
import InkstoneText

/// The lines inside multi-line comments, which indentation detection skips: the
/// ` * ` of a C block comment says nothing about the code's indentation (S6).
public enum BlockCommentLines {
    /// Every line after the first of each comment that spans several lines.
    public static func lines(in syntax: SyntaxTree) -> Set<Int> {
        var result = Set<Int>()
        let lines = syntax.document.lines
        syntax.forEachNode { node in
            guard node.type.contains("comment") else { return true }
            let range = node.textRange
            let first = lines.line(containing: range.location).index
            let last = lines.line(containing: range.end).index
            if last > first { result.formUnion((first + 1)...last) }
            return false
        }
        return result
    }
}
