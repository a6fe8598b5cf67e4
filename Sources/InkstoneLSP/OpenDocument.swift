import Foundation
import InkstoneProject
import InkstoneProofing
import InkstoneSessions
import InkstoneSyntax
import InkstoneText

/// A document the client has open: its text lives here, never read from disk, in an
/// `Editor` with syntax exclusions for its language and the live proofreader, which
/// asks the same judge as `inkstone check` (`FindingJudge`).
final class OpenDocument {
    let uri: String
    /// Nil for untitled and other non-`file:` documents.
    let path: String?
    let languageID: String
    var version: Int
    /// Replaced whole when a large document's editor prepared off the queue arrives
    /// (`adopt(_:)`).
    private(set) var editor: Editor
    var profile: FileProfile
    /// The word the latest edit is still typing: its findings wait for a boundary or the
    /// typing delay (issue #15, item 5).
    var typing: TypingHold?
    /// The pulled report the client has: its id and whether it held a word back.
    var lastResultID: String?
    /// Too large to check (`FileCheck.sizeLimit`, as `inkstone check`): followed, not
    /// parsed nor checked, its whole text protected; one diagnostic says why.
    let isOversized: Bool
    /// Set when the client sent a change that cannot be applied (an end before its
    /// start): the text here is no longer the client's, so nothing is reported or
    /// handed out until a change replaces the whole text or the document is opened again.
    var lostSync: String?
    /// Whether diagnostics were ever published for it (a close then clears them).
    var wasPublished = false
    /// Whether its profile has come back from disk (`FileProfile.resolve`, off the
    /// server's queue): until then it is followed but not checked, nor published.
    var hasProfile = false
    /// Counts the profiles asked for, so that an answer to an older question is dropped.
    var profileRequests = 0
    /// The preparation off the queue under way, if any (`ServerState.prepare`).
    var preparation: Preparation?
    /// Counts the preparations asked for, so that an older one's editor is dropped.
    var preparationRequests = 0

    /// Texts longer than this (UTF-16 units) are parsed and checked whole off the
    /// server's queue (`PreparedEditor`): the queue stays free for every other message
    /// while a document of megabytes is read. Smaller ones take a few milliseconds.
    let preparedOffTheQueue: Int

    init(uri: String, languageID: String, version: Int, text: String, profile: FileProfile, preparedOffTheQueue: Int) {
        self.uri = uri
        self.preparedOffTheQueue = preparedOffTheQueue
        path = DocumentURI.path(of: uri)
        self.languageID = languageID
        self.version = version
        self.profile = profile
        let units = text.utf16.count
        isOversized = Self.isOversized(units) { text.utf8.count }
        // A large text is only followed here until its prepared editor arrives.
        let followsOnly = isOversized || units > preparedOffTheQueue
        editor = Editor(text: text, exclusionProvider: followsOnly ? WholeTextExclusions() : SyntaxExclusions(language: profile.language))
    }

    /// Whether its whole-text work is done off the queue: it is large
    /// (`preparedOffTheQueue`), or its editor only follows the text still (it was
    /// opened large, and no prepared editor has come yet).
    var isPreparedOffTheQueue: Bool {
        !isOversized && (text.length > preparedOffTheQueue || editor.exclusionProvider is WholeTextExclusions)
    }

    /// Takes an editor prepared off the queue from a snapshot of this text, brought up
    /// to date with the edits made since (one replacement, `Preparation`).
    func adopt(_ prepared: Editor, after preparation: Preparation) throws(EditorError) {
        if let (range, text) = preparation.replacement(toReach: self.text) {
            try prepared.replaceVerbatim(range, with: text)
        }
        editor = prepared
    }

    var language: Language { profile.language }

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

    /// A new document for the same text, version and state, with `profile` (another
    /// language is another syntax; a document across the size limit another editor).
    func reopened(with profile: FileProfile) -> OpenDocument {
        let document = OpenDocument(uri: uri, languageID: languageID, version: version, text: text.text, profile: profile,
                                    preparedOffTheQueue: preparedOffTheQueue)
        (document.lostSync, document.wasPublished, document.hasProfile) = (lostSync, wasPublished, hasProfile)
        document.profileRequests = profileRequests
        return document
    }

    /// The text, to read: the server changes it only through the editor.
    var text: ReadOnlyDocument { editor.document }

    /// The judge's findings as the person should see them now: all of them but the
    /// word being typed (which waits for a boundary: presentation, not judgement).
    var reportedFindings: [LiveFinding] {
        guard lostSync == nil else { return [] }
        guard let typing else { return editor.findings }
        return editor.findings.filter { !typing.holds($0) }
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
