import CTreeSitter
import InkstoneText

/// Which parts of a document are prose (checked and rewritable) and which are
/// protected (everything else: code, markup, URLs, paths …).
///
/// Prose comes from each language's `prose.scm` captures — comments without their
/// markers, string contents, Markdown inline text — minus the captures of its
/// `protected.scm` (Markdown: block-quote markers; and, on the inline layer, code
/// spans, link destinations, autolinks, HTML), minus the `ProtectedTokens` found
/// inside them. After an edit only windows around the changed ranges are recomputed
/// and spliced in; everything else shifts.
public final class RegionMap {
    public let document: TextDocument
    public let syntax: SyntaxTree?
    private let proseQuery: Query?
    private let protectedQuery: Query?
    private let inlineProtectedQuery: Query?
    /// Extents of the prose nodes before subtraction: what windows widen to cover.
    private var bases: [TextRange] = []
    /// Sorted, disjoint, non-touching prose ranges.
    public private(set) var prose: [TextRange] = []
    private var frontMatter: TextRange?

    /// With `syntax` nil the document is plain text: every line is prose.
    public init(document: TextDocument, syntax: SyntaxTree?) throws(SyntaxError) {
        self.document = document
        self.syntax = syntax
        if let language = syntax?.language {
            proseQuery = try QueryCache.query("prose", for: language)
            protectedQuery = try QueryCache.query("protected", for: language)
            inlineProtectedQuery = language.name == "markdown"
                ? try QueryCache.query("protected", for: LanguageRegistry.named("markdown_inline")!) : nil
        } else {
            (proseQuery, protectedQuery, inlineProtectedQuery) = (nil, nil, nil)
        }
        frontMatter = currentFrontMatter()
        bases = RangeList.merge(baseRanges(in: document.fullRange))
        prose = RangeList.merge(proseRanges(of: bases))
    }

    /// The complement of `prose` in the document.
    public var protected: [TextRange] {
        RangeList.complement(of: prose, length: document.length)
    }

    /// Updates the map for a change already applied to the document and its syntax
    /// tree; `changed` is what `SyntaxTree.apply(_:)` returned.
    public func update(after change: TextChange, changed: [TextRange]) {
        RangeList.shift(&bases, by: change)
        RangeList.shift(&prose, by: change)
        var windows = changed + [change.newRange]
        let newFrontMatter = currentFrontMatter()
        if newFrontMatter != frontMatter {
            windows += [frontMatter.map { RangeList.shifted($0, by: change) }, newFrontMatter].compactMap { $0 }
            frontMatter = newFrontMatter
        }
        if syntax?.isComplete == false { windows = [document.fullRange] }
        for window in Windows.merged(windows, within: document.length) {
            recompute(window)
        }
    }

    private func recompute(_ window: TextRange) {
        let (final, found) = Windows.stabilize(
            window, find: { self.baseRanges(in: $0) }, extent: { $0 },
            stale: { RangeList.meeting($0, in: self.bases) + RangeList.meeting($0, in: self.prose) })
        let newBases = RangeList.merge(found)
        RangeList.replace(meeting: final, in: &bases, with: newBases)
        RangeList.replace(meeting: final, in: &prose, with: RangeList.merge(proseRanges(of: newBases)))
    }

    /// The prose nodes meeting `window`, comment markers stripped.
    private func baseRanges(in window: TextRange) -> [TextRange] {
        guard let syntax else { return lineRanges(meeting: window) }
        guard syntax.isComplete, let proseQuery, let root = syntax.blockRoot else { return [] }
        return proseQuery.captures(in: root, range: window).compactMap { capture in
            let type = capture.node.type
            if StringQuotes.isWholeLiteral(type) {
                let range = StringQuotes.strip(capture.range, in: document)
                return range.length > 0 ? range : nil
            }
            guard type.contains("comment") else { return capture.range }
            if capture.range.location == 0 && CommentMarkers.isShebang(capture.range, in: document) { return nil }
            let range = CommentMarkers.strip(capture.range, in: document)
            return range.length > 0 ? range : nil
        }
    }

    private func lineRanges(meeting window: TextRange) -> [TextRange] {
        let first = document.lines.line(containing: window.location).index
        let last = document.lines.line(containing: window.end).index
        return (first...last).map { document.lines.line(at: $0).contentRange }.filter { $0.length > 0 }
    }

    /// Bases minus protected captures, front matter and protected tokens.
    private func proseRanges(of bases: [TextRange]) -> [TextRange] {
        bases.flatMap { base -> [TextRange] in
            var holes = ProtectedTokens.ranges(in: base, of: document)
            if let frontMatter { holes.append(frontMatter) }
            if let protectedQuery, let root = syntax?.blockRoot {
                holes += protectedQuery.captures(in: root, range: base).map(\.range)
            }
            if let inlineProtectedQuery, let inline = syntax?.inline {
                holes += inline.captures(inlineProtectedQuery, in: base).map(\.range)
            }
            return RangeList.subtract(holes, from: base)
        }
    }

    private func currentFrontMatter() -> TextRange? {
        syntax?.language.name == "markdown" ? FrontMatter.range(in: document) : nil
    }
}
