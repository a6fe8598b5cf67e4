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
        var reader = JSONReader(units: document.units(in: document.fullRange))
        guard let root = reader.value(depth: 0), case .object(let members) = root,
              case .array(let cells)? = members.first(where: { $0.key == "cells" })?.value else { return nil }
        for cell in cells {
            guard case .object(let fields) = cell, let kind = fields.first(where: { $0.key == "cell_type" })?.value.string,
                  let source = fields.first(where: { $0.key == "source" })?.value else { continue }
            let pieces: [JSONReader.Node] = if case .array(let lines) = source { lines } else { [source] }
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
    private static func add(_ pieces: [JSONReader.Node], to part: inout Part) {
        if !part.isEmpty { part.append(part.text.hasSuffix("\n") ? "\n" : "\n\n", from: nil) }
        for piece in pieces {
            guard case .string(let runs) = piece else { continue }
            for run in runs { part.append(run.text, from: run.original) }
        }
    }
}

/// Just enough JSON for a notebook: objects, arrays and strings (with where each run of
/// a string's characters lies), the rest skipped; depth-limited, and nil on anything
/// that is not JSON.
private struct JSONReader {
    enum Node {
        case object([(key: String, value: Node)])
        case array([Node])
        /// The decoded text in runs: each a piece copied as it is, or one escape decoded
        /// (no original place of the same length).
        case string([(text: String, original: TextRange?)])
        case other

        var string: String? {
            if case .string(let runs) = self { return runs.map(\.text).joined() }
            return nil
        }

        func member(_ key: String) -> String? {
            if case .object(let members) = self { return members.first { $0.key == key }?.value.string }
            return nil
        }
    }

    let units: [UInt16]
    var index = 0

    init(units: [UInt16]) { self.units = units }

    mutating func value(depth: Int) -> Node? {
        skipBlank()
        guard index < units.count, depth < NotebookText.deepestNesting else { return nil }
        switch units[index] {
        case 0x7B: return object(depth: depth)
        case 0x5B: return array(depth: depth)
        case 0x22: return string()
        default:
            // true, false, null, numbers: the characters up to the next delimiter.
            let start = index
            while index < units.count, ![0x2C, 0x7D, 0x5D, 0x20, 0x0A, 0x0D, 0x09].contains(units[index]) { index += 1 }
            return index > start ? .other : nil
        }
    }

    private mutating func object(depth: Int) -> Node? {
        index += 1
        var members: [(key: String, value: Node)] = []
        skipBlank()
        if index < units.count, units[index] == 0x7D { index += 1; return .object(members) }
        while true {
            skipBlank()
            guard let key = string()?.string else { return nil }
            skipBlank()
            guard index < units.count, units[index] == 0x3A else { return nil }
            index += 1
            guard let value = value(depth: depth + 1) else { return nil }
            members.append((key, value))
            skipBlank()
            guard index < units.count else { return nil }
            if units[index] == 0x7D { index += 1; return .object(members) }
            guard units[index] == 0x2C else { return nil }
            index += 1
        }
    }

    private mutating func array(depth: Int) -> Node? {
        index += 1
        var items: [Node] = []
        skipBlank()
        if index < units.count, units[index] == 0x5D { index += 1; return .array(items) }
        while true {
            guard let item = value(depth: depth + 1) else { return nil }
            items.append(item)
            skipBlank()
            guard index < units.count else { return nil }
            if units[index] == 0x5D { index += 1; return .array(items) }
            guard units[index] == 0x2C else { return nil }
            index += 1
        }
    }

    private mutating func string() -> Node? {
        guard index < units.count, units[index] == 0x22 else { return nil }
        index += 1
        var runs: [(text: String, original: TextRange?)] = []
        var start = index
        func flush(_ end: Int) {
            if end > start { runs.append((String(decoding: units[start..<end], as: UTF16.self), TextRange(start, end - start))) }
        }
        while index < units.count {
            switch units[index] {
            case 0x22:
                flush(index)
                index += 1
                return .string(runs)
            case 0x5C:
                flush(index)
                guard let decoded = escape() else { return nil }
                runs.append((decoded, nil))
                start = index
            default:
                index += 1
            }
        }
        return nil
    }

    /// The escape at `index` (a backslash), decoded; `index` after it.
    private mutating func escape() -> String? {
        guard index + 1 < units.count else { return nil }
        let letter = units[index + 1]
        index += 2
        switch letter {
        case 0x22: return "\""
        case 0x5C: return "\\"
        case 0x2F: return "/"
        case 0x62: return "\u{8}"
        case 0x66: return "\u{C}"
        case 0x6E: return "\n"
        case 0x72: return "\r"
        case 0x74: return "\t"
        case 0x75:
            var scalars: [UInt16] = []
            guard let first = hex() else { return nil }
            scalars.append(first)
            // A surrogate pair is two escapes.
            if UTF16.isLeadSurrogate(first), index + 1 < units.count, units[index] == 0x5C, units[index + 1] == 0x75 {
                index += 2
                guard let second = hex() else { return nil }
                scalars.append(second)
            }
            return String(decoding: scalars, as: UTF16.self)
        default: return nil
        }
    }

    private mutating func hex() -> UInt16? {
        guard index + 4 <= units.count, let value = UInt16(String(decoding: units[index..<index + 4], as: UTF16.self), radix: 16) else {
            return nil
        }
        index += 4
        return value
    }

    private mutating func skipBlank() {
        while index < units.count, [0x20, 0x0A, 0x0D, 0x09].contains(units[index]) { index += 1 }
    }
}
