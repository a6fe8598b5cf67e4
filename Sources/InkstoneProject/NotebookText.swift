import InkstoneText

/// A Jupyter notebook (`.ipynb`, nbformat 4) read for its prose: the Markdown of its
/// Markdown cells, and the code of its code cells (whose comments are prose), each as
/// one text with the cells a blank line apart, and where each part of those texts lies
/// in the notebook's JSON, so that a finding is reported on the notebook's own line.
/// Outputs, metadata and raw cells are never read. A file that is not a notebook (not
/// JSON, no `cells`) gives nil, and is then checked as the data it is.
struct NotebookText {
    /// One kind of cell, joined: the text and where its runs came from.
    struct Part {
        private(set) var text = ""
        /// Runs of `text` (UTF-16) copied from one place of the notebook; what lies
        /// between runs (an escape such as `\n`, the blank line between cells) maps to
        /// no single place.
        private(set) var runs: [(text: TextRange, original: TextRange)] = []
        private var length = 0

        var isEmpty: Bool { text.isEmpty }

        mutating func append(_ piece: String, from original: TextRange?) {
            let count = piece.utf16.count
            if let original, count == original.length { runs.append((TextRange(length, count), original)) }
            text += piece
            length += count
        }

        /// Where a range of `text` lies in the notebook; nil when it starts or ends
        /// outside a copied run (it spans an escape or two cells).
        func original(of range: TextRange) -> TextRange? {
            guard let first = runs.first(where: { $0.text.location <= range.location && range.location < $0.text.end }),
                  let last = runs.first(where: { $0.text.location < range.end && range.end <= $0.text.end }) else { return nil }
            let start = first.original.location + range.location - first.text.location
            let end = last.original.location + range.end - last.text.location
            return end >= start ? TextRange(start, end - start) : nil
        }
    }

    private(set) var markdown = Part()
    private(set) var code = Part()
    /// The kernel's language (`metadata.kernelspec.language`, else
    /// `metadata.language_info.name`), lowercased; Python when neither says.
    private(set) var codeLanguage = "python"

    static let fileExtension = "ipynb"

    /// The deepest nesting read; notebooks nest a few levels (outputs' data a few more).
    static let deepestNesting = 64

    init?(_ document: TextDocument) {
        var reader = NotebookJSON(units: document.units(in: document.fullRange))
        guard let root = reader.value(depth: 0), case .object(let members) = root,
              case .array(let cells)? = members.first(where: { $0.key == "cells" })?.value else { return nil }
        for cell in cells {
            guard case .object(let fields) = cell, let kind = fields.first(where: { $0.key == "cell_type" })?.value.text,
                  let source = fields.first(where: { $0.key == "source" })?.value else { continue }
            let pieces: [NotebookJSON.Node] = if case .array(let lines) = source { lines } else { [source] }
            switch kind {
            case "markdown": Self.add(pieces, to: &markdown)
            case "code": Self.add(pieces, to: &code)
            default: continue
            }
        }
        if case .object(let metadata)? = members.first(where: { $0.key == "metadata" })?.value {
            let kernel = metadata.first { $0.key == "kernelspec" }?.value.member("language")
            let info = metadata.first { $0.key == "language_info" }?.value.member("name")
            if let name = kernel ?? info { codeLanguage = name.lowercased() }
        }
    }

    /// A cell's strings, a blank line after the cell before the next.
    private static func add(_ pieces: [NotebookJSON.Node], to part: inout Part) {
        if !part.isEmpty { part.append(part.text.hasSuffix("\n") ? "\n" : "\n\n", from: nil) }
        for piece in pieces {
            guard case .string(let runs) = piece else { continue }
            for run in runs { part.append(run.text, from: run.original) }
        }
    }
}
