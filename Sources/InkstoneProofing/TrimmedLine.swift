import InkstoneText

/// A line's text without the spaces and tabs around it, hashed: equal texts, in any
/// document and at any indentation, have equal hashes. What "the same line" means when
/// a word written twice is counted (`FindingJudge.writings`, a changelog entry or a
/// comment pasted elsewhere is one writing) and across a project's files
/// (`ProjectVocabulary.lineKeys`).
public struct TrimmedLine {
    public let hash: Int
    /// Where the text starts in the document, after the line's indentation.
    public let start: Int

    /// `line`: the line's content range (without its line break).
    public init(_ line: TextRange, in document: TextDocument) {
        let units = document.units(in: line)
        let isBlank = { (unit: UInt16) in unit == 0x20 || unit == 0x09 }
        let first = units.firstIndex { !isBlank($0) } ?? units.count
        let end = (units.lastIndex { !isBlank($0) }).map { $0 + 1 } ?? first
        var hasher = Hasher()
        hasher.combine(units[first..<end])
        (hash, start) = (hasher.finalize(), line.location + first)
    }
}
