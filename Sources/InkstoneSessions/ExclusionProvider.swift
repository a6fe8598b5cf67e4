import Foundation
import InkstoneProofing
import InkstoneSyntax
import InkstoneText

/// Ranges of a document that suggestions must never change (S22). Conformers must be
/// pure: the same text always gives the same ranges. The editor calls
/// `documentDidChange(_:document:)` after every change so that a provider may keep an
/// incremental model, and caches the ranges per document revision. A provider must not
/// cache by revision itself: to validate a suggestion (S21) the editor tries it and
/// takes it back within one revision, telling the provider of both changes.
public protocol ExclusionProvider: AnyObject {
    func exclusions(in document: ReadOnlyDocument) -> [TextRange]
    /// False for providers whose ranges ignore the text (fixed ranges): their ranges
    /// do not move with the text they protect.
    var followsText: Bool { get }
    func documentDidChange(_ change: TextChange, document: ReadOnlyDocument)
    func documentDidLoad(_ document: ReadOnlyDocument)
    /// What the judge reads of the text: the prose (by default everything outside
    /// `exclusions`, the editor's current ones), literals and the code's names.
    func proseMap(for document: ReadOnlyDocument, exclusions: [TextRange]) -> ProseMap
}

extension ExclusionProvider {
    public var followsText: Bool { true }
    public func proseMap(for document: ReadOnlyDocument, exclusions: [TextRange]) -> ProseMap {
        ProseMap(exclusions: exclusions, length: document.length)
    }
    public func documentDidChange(_ change: TextChange, document: ReadOnlyDocument) {}
    public func documentDidLoad(_ document: ReadOnlyDocument) {}
}

/// The same ranges whatever the text: for tests and hosts that know better.
public final class FixedExclusions: ExclusionProvider {
    public let ranges: [TextRange]
    public init(_ ranges: [TextRange]) { self.ranges = ranges }
    public var followsText: Bool { false }
    public func exclusions(in document: ReadOnlyDocument) -> [TextRange] { ranges }
}

/// No exclusions.
public final class NoExclusions: ExclusionProvider {
    public init() {}
    public func exclusions(in document: ReadOnlyDocument) -> [TextRange] { [] }
}

/// The whole text: nothing may be suggested into it (a document too large to parse).
public final class WholeTextExclusions: ExclusionProvider {
    public init() {}
    public func exclusions(in document: ReadOnlyDocument) -> [TextRange] { document.length > 0 ? [document.fullRange] : [] }
}

/// URLs and e-mail addresses, found with a regular expression.
public final class URLExclusions: ExclusionProvider {
    private static let expression = try! NSRegularExpression(
        pattern: #"\b[A-Za-z][A-Za-z0-9+.-]*://[^\s<>"'`]+[^\s<>"'`.,;:!?)\]]|\bwww\.[^\s<>"'`]+[^\s<>"'`.,;:!?)\]]|\b[\w.+-]+@[\w-]+(?:\.[\w-]+)+\b"#)

    public init() {}

    public func exclusions(in document: ReadOnlyDocument) -> [TextRange] {
        let text = document.text
        return Self.expression.matches(in: text, range: NSRange(location: 0, length: document.length))
            .map { TextRange($0.range.location, $0.range.length) }
    }
}

/// The protected ranges of the syntax layer's `RegionMap`: code spans, fenced code,
/// link destinations, HTML, everything outside comments and strings in code.
public final class SyntaxExclusions: ExclusionProvider {
    public let language: Language
    private let limits: ParseLimits
    private var syntax: SyntaxTree?
    private var regions: RegionMap?
    /// The names the code uses, kept while edits stay inside prose nodes (typing in a
    /// comment leaves them as they were); nil when they must be read again.
    private var codeNames: Set<String>?
    private var codeSpans: CodeSpanMisspellings.Scan?

    /// How many Markdown chunk trees an open document keeps (`SyntaxTree.treeLimit`).
    private let treeLimit: Int

    /// `treeLimit`: those around the last edits are kept; a keystroke reads the chunk
    /// it is in and its neighbours, so 64 are plenty, and a 10,000-line document keeps
    /// 2 % of its trees. Tests set it low to make every edit parse released chunks again.
    public init(language: Language, limits: ParseLimits = .standard, treeLimit: Int = 64) {
        self.language = language
        self.limits = limits
        self.treeLimit = treeLimit
    }

    public func documentDidLoad(_ document: ReadOnlyDocument) {
        syntax = language.isPlainText ? nil : try? SyntaxTree(document: document.document, language: language, limits: limits)
        syntax?.treeLimit = treeLimit
        regions = try? RegionMap(document: document.document, syntax: syntax)
        codeNames = nil
        codeSpans = nil
    }

    public func documentDidChange(_ change: TextChange, document: ReadOnlyDocument) {
        guard let regions, regions.isMap(of: document.document) else { return documentDidLoad(document) }
        let before = regions.proseNodeExtents
        regions.update(after: change, changed: syntax?.apply(change) ?? [change.newRange])
        let after = regions.proseNodeExtents
        codeSpans?.update(after: change, in: document.document, within: after)
        if !(Self.lies(change.range, inside: before) && Self.lies(change.newRange, inside: after)
             && RangeSet.flipped(before, after, by: change).isEmpty) {
            codeNames = nil
        }
    }

    public func exclusions(in document: ReadOnlyDocument) -> [TextRange] {
        if regions?.isMap(of: document.document) != true { documentDidLoad(document) }
        return regions?.protected ?? [document.fullRange]
    }

    public func proseMap(for document: ReadOnlyDocument, exclusions: [TextRange]) -> ProseMap {
        if regions?.isMap(of: document.document) != true { documentDidLoad(document) }
        guard let regions else { return ProseMap(prose: []) }
        let names = codeNames ?? {
            let found = syntax.map { IdentifierSet.names(in: $0, outside: regions.proseNodeExtents) } ?? []
            codeNames = found
            return found
        }()
        let spans = codeSpanWords(of: document.document, regions: regions)
        return ProseMap(prose: Self.merged(regions.prose, regions.fencedCodeComments + spans), literals: regions.literalExtents,
                        codeNames: names, isPlainText: syntax == nil, isCode: IdentifierSet.hasNames(language), codeSpanWords: spans)
    }

    /// `prose` (sorted) with the few `extra` ranges put in place: one pass, no sort of the
    /// whole list on a keystroke.
    private static func merged(_ prose: [TextRange], _ extra: [TextRange]) -> [TextRange] {
        guard !extra.isEmpty else { return prose }
        var merged = prose
        for range in extra.sorted(by: { $0.location > $1.location }) {
            merged.insert(range, at: RangeSet.firstIndex(in: merged) { $0.location > range.location })
        }
        return RangeSet.normalized(merged)
    }

    /// The `CodeSpanMisspellings` of a document that writes code spans in backquotes
    /// (Markdown, plain text such as Vim help), read whole once and
    /// then followed across edits (`documentDidChange`).
    private func codeSpanWords(of document: TextDocument, regions: RegionMap) -> [TextRange] {
        guard Self.writesCodeSpans.contains(language.name) else { return [] }
        if let scan = codeSpans { return scan.words }
        let scan = CodeSpanMisspellings.Scan(document, within: regions.proseNodeExtents)
        codeSpans = scan
        return scan.words
    }

    /// The languages whose prose writes code in backquotes. (reST's ``literals`` lie
    /// outside its prose nodes, which are its words: not read there yet.)
    static let writesCodeSpans: Set<String> = ["markdown", LanguageRegistry.plainText.name]

    /// The syntax tree, for tests and benchmarks of this package (its document is the
    /// syntax layer's own: no host can write through it).
    package var syntaxTree: SyntaxTree? { syntax }

    /// Why the text could not be parsed (`ParseLimits`), if it could not: then it is
    /// all protected, and a host says it was not checked.
    public var parseFailure: ParseFailure? { syntax?.failure }

    /// Whether `range` lies inside one of the sorted `ranges` (an insertion may touch its ends).
    private static func lies(_ range: TextRange, inside ranges: [TextRange]) -> Bool {
        let index = RangeSet.firstIndex(in: ranges) { $0.end >= range.end }
        return index < ranges.count && ranges[index].location <= range.location && range.end <= ranges[index].end
    }
}
