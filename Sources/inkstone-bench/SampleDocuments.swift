import InkstoneText

/// Generated documents for the syntax benchmarks: realistic structure, repeated.
enum SampleDocuments {
    static func markdown(lines: Int) -> String {
        let block = """
        ## Section

        Inkstone keeps a document in a tree of lines, so that `jumping` to any line is quick,
        and it parses [Markdown](https://example.com/docs) incrementally as the user types.

        - a list item with *emphasis* and **strong** text
        - another item with a `code span`

        ```swift
        let editor = Editor(text: "Hello")
        ```


        """
        return repeated(block, toLines: lines)
    }

    static func python(lines: Int) -> String {
        let block = """
        # Compute a value from the inputs; the comment is prose.
        def compute(value, factor=2):
            \"\"\"Return the value scaled by the factor, as documented.\"\"\"
            message = "scaling the value now"
            return value * factor  # trailing comment with words


        """
        return repeated(block, toLines: lines)
    }

    /// One class of `lines` lines: a Python chunk is a top-level statement, so this is
    /// one chunk, re-parsed from its old tree at each keystroke.
    static func pythonClass(lines: Int) -> String {
        let block = """
            # Compute a value from the inputs; the comment is prose.
            def compute(self, value, factor=2):
                \"\"\"Return the value scaled by the factor, as documented.\"\"\"
                message = "scaling the value now"
                return value * factor  # trailing comment with words


        """
        return "class Values:\n" + repeated(block, toLines: lines)
    }

    private static func repeated(_ block: String, toLines lines: Int) -> String {
        let blockLines = block.split(separator: "\n", omittingEmptySubsequences: false).count - 1
        return String(repeating: block, count: max(1, lines / blockLines))
    }

    /// Lines that end in prose, where the benchmark types.
    static func typingPositions(in document: TextDocument, language: String) -> [Int] {
        let marker: [UInt16] = language == "markdown" ? Array("incrementally".utf16) : Array("words".utf16)
        return (0..<document.lines.count).filter { index in
            let line = document.lines.line(at: index)
            return line.length >= marker.count
                && document.units(in: TextRange(line.start + line.length - marker.count, marker.count)) == marker
                || (language == "markdown" && document.string(in: line.contentRange).hasSuffix("quick,"))
        }
    }
}
