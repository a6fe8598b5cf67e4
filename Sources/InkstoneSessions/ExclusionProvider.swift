import Foundation
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
}

extension ExclusionProvider {
    public var followsText: Bool { true }
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
    private var syntax: SyntaxTree?
    private var regions: RegionMap?

    public init(language: Language) {
        self.language = language
    }

    public func documentDidLoad(_ document: ReadOnlyDocument) {
        syntax = language.isPlainText ? nil : try? SyntaxTree(document: document.document, language: language)
        regions = try? RegionMap(document: document.document, syntax: syntax)
    }

    public func documentDidChange(_ change: TextChange, document: ReadOnlyDocument) {
        guard let regions, regions.document === document.document else { return documentDidLoad(document) }
        regions.update(after: change, changed: syntax?.apply(change) ?? [change.newRange])
    }

    public func exclusions(in document: ReadOnlyDocument) -> [TextRange] {
        if regions?.document !== document.document { documentDidLoad(document) }
        return regions?.protected ?? [document.fullRange]
    }

    /// The syntax tree and regions of the text as it is now (nil for plain text, or
    /// before the first load), for a host that judges findings as `inkstone check` does.
    public var syntaxTree: SyntaxTree? { syntax }
    public var regionMap: RegionMap? { regions }
}
