import Foundation
import InkstoneProject
import InkstoneProofing
import InkstoneSessions
import InkstoneSyntax
import InkstoneText

/// A document the client has open: its text lives here, never read from disk, in an
/// `Editor` with syntax exclusions for its language and the live proofreader.
final class OpenDocument {
    let uri: String
    /// Nil for untitled and other non-`file:` documents.
    let path: String?
    let language: Language
    var version: Int
    let editor: Editor
    var profile: CheckProfile
    /// The word the latest edit is still typing: its findings wait for a boundary or the
    /// typing delay (issue #15, item 5).
    var typing: TypingHold?
    /// The pulled report the client has: its id and whether it held a word back.
    var lastResultID: String?
    /// The names the code uses and the project's, kept while edits change only prose
    /// (typing in a comment leaves the code's names as they were).
    private var codeNames: Set<String>?
    /// Too large to check (`FileCheck.sizeLimit`, as `inkstone check`): followed, not
    /// parsed nor checked, its whole text protected; one diagnostic says why.
    let isOversized: Bool
    /// Set when the client sent a change that cannot be applied (an end before its
    /// start): the text here is no longer the client's, so nothing is reported or
    /// handed out until a change replaces the whole text or the document is opened again.
    var lostSync: String?
    /// Whether diagnostics were ever published for it (a close then clears them).
    var wasPublished = false

    init(uri: String, languageID: String, version: Int, text: String, profile: CheckProfile) {
        self.uri = uri
        path = DocumentURI.path(of: uri)
        language = Self.language(id: languageID, path: path, config: profile.config)
        self.version = version
        self.profile = profile
        isOversized = Self.isOversized(text.utf16.count) { text.utf8.count }
        editor = Editor(text: text, exclusionProvider: isOversized ? WholeTextExclusions() : SyntaxExclusions(language: language))
    }

    /// Whether a text of `units` UTF-16 units (and `bytes()` UTF-8 bytes) is over the
    /// size limit; the bytes are counted only when the units leave it open.
    static func isOversized(_ units: Int, bytes: () -> Int) -> Bool {
        if units > FileCheck.sizeLimit { return true }
        if units * 3 <= FileCheck.sizeLimit { return false }
        return bytes() > FileCheck.sizeLimit
    }

    /// Whether the text as it is now is on the other side of the size limit than when opened.
    var crossedSizeLimit: Bool {
        Self.isOversized(text.length) { text.utf8Count } != isOversized
    }

    var text: TextDocument { editor.document.document }

    /// The checker's findings as the person should see them now: without the word
    /// being typed, and judged from the document around them as `inkstone check` judges
    /// them (`FindingContext`: directives, the names the code and the project use,
    /// literals that hold code, credits, markup).
    var reportedFindings: [LiveFinding] {
        guard lostSync == nil else { return [] }
        let live = editor.findings.filter { !(typing?.holds($0) ?? false) }
        guard !live.isEmpty, let proofreader = editor.proofreader else { return live }
        let findings = live.map(\.finding)
        let provider = editor.exclusionProvider as? SyntaxExclusions
        let names = codeNames ?? {
            var names = profile.projectNames
            if let syntax = provider?.syntaxTree, let regions = provider?.regionMap, IdentifierSet.hasNames(language) {
                names.formUnion(IdentifierSet.names(in: syntax, outside: regions.proseNodeExtents))
            }
            codeNames = names
            return names
        }()
        var prose: (spelling: [TextRange], grammar: [TextRange])?
        if let regions = provider?.regionMap {
            let relevant = RangeSet.normalized(findings.flatMap { RangeSet.meeting($0.range, in: regions.prose) })
            var split = LiteralText.partition(relevant, literals: regions.literalExtents, of: text)
            if provider?.syntaxTree == nil { split.grammar = split.grammar.filter { LiteralText.isCodeFree(text.string(in: $0)) } }
            prose = split
        }
        let checker = proofreader.checker
        // Until the suggestion index is ready (it is built off the server's queue), a
        // name vouches for itself: the loop never waits for it.
        let context = FindingContext(of: findings, in: text, check: proofreader.project, checker: checker,
                                     names: proofreader.project.nameParts(of: names, checker: checker), prose: prose,
                                     suggestions: { checker.computesSuggestions ? checker.suggestions(for: $0) : [] })
        return live.filter { context.keeps($0.finding) }
    }

    /// Follows an edit: the code's names are gathered again when it touched protected
    /// text or turned text from prose to code or back.
    func noteEdit(_ change: TextChange, exclusionsBefore: [TextRange]) {
        guard codeNames != nil else { return }
        let after = editor.exclusions()
        if Self.touches(change.range, exclusionsBefore) || Self.touches(change.newRange, after)
            || !RangeSet.flipped(exclusionsBefore, after, by: change).isEmpty {
            codeNames = nil
        }
    }

    /// Forgets the names (the profile, and with it the project's names, changed).
    func forgetNames() {
        codeNames = nil
    }

    /// Whether `range` changes protected text: overlaps it, or (empty) lies strictly inside it.
    private static func touches(_ range: TextRange, _ exclusions: [TextRange]) -> Bool {
        RangeSet.meeting(range, in: exclusions).contains { exclusion in
            range.length == 0 ? exclusion.location < range.location && range.location < exclusion.end : exclusion.overlaps(range)
        }
    }

    /// The language of a document: an override in `.inkstone.json`, else the client's
    /// `languageId`, else the file's name.
    static func language(id: String, path: String?, config: ProjectConfig) -> Language {
        if let name = config.language, let language = LanguageRegistry.named(name) { return language }
        if let language = LanguageRegistry.language(forClientID: id) { return language }
        return LanguageRegistry.language(forPath: path ?? "untitled", firstLine: nil)
    }
}

/// A word still being typed: the offset where the latest edit ended, in the revision
/// it made. A spelling finding that reaches that offset is not reported yet.
struct TypingHold {
    let offset: Int
    let revision: Int

    func holds(_ finding: LiveFinding) -> Bool {
        finding.kind != .grammar && finding.range.location < offset && offset <= finding.range.end
    }
}
