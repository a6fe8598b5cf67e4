import Foundation
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

    init(uri: String, languageID: String, version: Int, text: String, profile: CheckProfile) {
        self.uri = uri
        path = DocumentURI.path(of: uri)
        language = Self.language(id: languageID, path: path, config: profile.config)
        self.version = version
        self.profile = profile
        editor = Editor(text: text, exclusionProvider: SyntaxExclusions(language: language))
    }

    var text: TextDocument { editor.document.document }

    /// The checker's findings as the person should see them now: without those that
    /// inline directives silence, and without the word being typed.
    var reportedFindings: [LiveFinding] {
        let directives = Directives(in: text)
        return editor.findings.filter { finding in
            !directives.isSilenced(finding.range) && !(typing?.holds(finding) ?? false)
        }
    }

    /// The language of a document: an override in `.inkstone.json`, else the client's
    /// `languageId`, else the file's name.
    static func language(id: String, path: String?, config: ProjectConfig) -> Language {
        if let name = config.language, let language = LanguageRegistry.named(name) { return language }
        let aliases = ["plaintext": "plain", "text": "plain", "shellscript": "bash", "sh": "bash", "zsh": "bash",
                       "csharp": "c_sharp", "javascriptreact": "javascript", "typescriptreact": "tsx", "makefile": "make",
                       "tex": "latex", "restructuredtext": "rst", "objective-c": "c", "jsonc": "json", "markdown.mdx": "markdown"]
        if let language = LanguageRegistry.named(aliases[id.lowercased()] ?? id), !language.isLayerOnly { return language }
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
