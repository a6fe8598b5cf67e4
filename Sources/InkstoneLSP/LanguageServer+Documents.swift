import Foundation
import InkstoneJSON
import InkstoneProject
import InkstoneProofing
import InkstoneSyntax
import InkstoneText

/// `didOpen`, `didChange`, `didClose`: incremental sync into each document's editor,
/// the content changes of one notification applied in array order (issue #15, items 2–4).
extension LanguageServer {
    func didOpen(_ params: JSONValue) throws(ResponseError) {
        guard let item = params["textDocument"], let uri = item["uri"]?.string, let text = item["text"]?.string else {
            throw .invalidParams("didOpen needs textDocument {uri, languageId, version, text}")
        }
        let version = item["version"]?.int ?? 0
        // Closed again in a message still waiting: kept for the close, never checked (T4).
        if closing.isPending(uri) {
            documents[uri] = OpenDocument(uri: uri, languageID: "plaintext", version: version, text: "",
                                          profile: FileProfile.defaults(overrides: overrides(languageID: nil)))
            return
        }
        let languageID = item["languageId"]?.string ?? ""
        let document = OpenDocument(uri: uri, languageID: languageID, version: version, text: text,
                                    profile: profile(for: DocumentURI.path(of: uri), text: text, languageID: languageID))
        documents[uri] = document
        startChecking(document)
        publish(document)
    }

    func didChange(_ params: JSONValue) throws(ResponseError) {
        guard let uri = params["textDocument"]?["uri"]?.string, let changes = params["contentChanges"]?.array else {
            throw .invalidParams("didChange needs textDocument {uri, version} and contentChanges")
        }
        guard var document = documents[uri] else { throw .invalidParams("didChange for \(uri), which is not open") }
        for change in changes {
            guard let newText = change["text"]?.string else { throw .invalidParams("a content change needs \"text\"") }
            let text = document.text
            if change["range"] == nil { document.lostSync = nil }
            guard document.lostSync == nil else { continue }
            let range: TextRange
            do {
                range = try change["range"].map { range throws(ResponseError) in try encoding.range(range, in: text) } ?? text.fullRange
            } catch {
                // The client's text and this one now differ: say so, and report nothing
                // until a whole text or a new didOpen brings them together again (W3).
                document.lostSync = error.message
                log.error("didChange for \(uri): \(error.message); its text here no longer follows the editor's: "
                    + "the document needs to be closed and opened again")
                continue
            }
            do {
                try document.editor.replaceVerbatim(range, with: newText)
            } catch {
                throw ResponseError(.internalError, "\(uri): \(error)")
            }
            let end = range.location + newText.utf16.count
            document.typing = change["range"] == nil || newText.isEmpty && range.length == 0 ? nil
                : TypingHold(offset: end, revision: document.text.revision)
        }
        document.version = params["textDocument"]?["version"]?.int ?? document.version &+ 1
        if document.crossedSizeLimit {
            let resized = OpenDocument(uri: uri, languageID: document.languageID, version: document.version,
                                       text: document.text.text, profile: document.profile)
            documents[uri] = resized
            document = resized
            startChecking(document)
        }
        if settings.typingDelay > 0, let hold = document.typing, document.editor.findings.contains(where: hold.holds) {
            let version = document.version
            queue.asyncAfter(deadline: .now() + .milliseconds(settings.typingDelay)) { [weak self] in
                self?.typingPaused(uri: uri, version: version)
            }
        } else {
            document.typing = nil
        }
        publish(document)
    }

    /// The typing delay passed with no edit since: the held word is reported.
    private func typingPaused(uri: String, version: Int) {
        guard let document = documents[uri], document.version == version, document.typing != nil else { return }
        document.typing = nil
        publish(document, changed: true)
    }

    func didClose(_ params: JSONValue) throws(ResponseError) {
        guard let uri = params["textDocument"]?["uri"]?.string else { throw .invalidParams("didClose needs textDocument {uri}") }
        closing.take(uri)
        guard let document = documents.removeValue(forKey: uri) else { return }
        if !client.pullsDiagnostics && document.wasPublished {
            notify("textDocument/publishDiagnostics", ["uri": .string(uri), "diagnostics": []])
        }
    }

    /// The document named by `params.textDocument.uri`.
    func document(_ params: JSONValue, method: String) throws(ResponseError) -> OpenDocument {
        guard let uri = params["textDocument"]?["uri"]?.string else {
            throw .invalidParams("\(method) needs textDocument {uri}")
        }
        guard let document = documents[uri] else { throw .invalidParams("\(uri) is not open: send didOpen first") }
        return document
    }

    // MARK: Checking

    /// What the settings set for every document (and `languageID`, for one without a path).
    func overrides(languageID: String?) -> FileProfile.Overrides {
        FileProfile.Overrides(dictionaries: settings.dictionaries, clientLanguageID: languageID,
                              personalDictionary: settings.personalDictionary, environment: options.environment)
    }

    /// The profile of a document, as `inkstone check` resolves its path (`FileProfile`);
    /// an unreadable config keeps the last good one for that document (or the
    /// defaults) and says why.
    func profile(for path: String?, text: String, languageID: String, previous: FileProfile? = nil) -> FileProfile {
        do {
            return try FileProfile.resolve(path: path, text: text, overrides: overrides(languageID: languageID), lookups: checking.lookups)
        } catch {
            let fallback = previous ?? FileProfile.defaults(overrides: overrides(languageID: languageID),
                                                            language: (try? FileProfile.resolve(path: nil, text: text,
                                                                                                 overrides: overrides(languageID: languageID)).language)
                                                                ?? LanguageRegistry.plainText)
            guard case .config(let problem) = error else {
                showMessage("\(path ?? "untitled"): \(error)")
                return fallback
            }
            if configProblems[problem.path] == nil {
                showMessage("\(problem); keeping the \(previous == nil ? "default" : "last good") settings until it is fixed")
            }
            configProblems[problem.path] = problem
            return fallback
        }
    }

    /// Gives a document a proofreader for its profile and checks it whole.
    func startChecking(_ document: OpenDocument) {
        guard !document.isOversized, document.profile.unreadReason == nil else { return }
        do {
            let checker = try checking.checker(for: document.profile.choice) { [weak self] in
                guard let self else { return }
                self.queue.async { self.suggestionIndexBuilt() }
            }
            let judge = FindingJudge.of(document.profile, checker: checker, pool: checking.pool)
            judge.suggestionsReady = checking.suggestionsReady(checker)
            document.editor.useProofreader(Proofreader(judge: judge, personalDictionary: document.profile.personalDictionary))
            if !document.editor.isChecking { try document.editor.setChecking(true) }
        } catch {
            showMessage("\(document.uri): not checked: \(error)")
        }
    }

    /// Checks every open document again with what is on disk now (a config, a word
    /// list or a dictionary changed, or the settings did).
    func recheckAll() {
        generation += 1
        configProblems = [:]
        checking.forgetCheckers()
        for (uri, document) in documents {
            let profile = profile(for: document.path, text: document.text.text, languageID: document.languageID,
                                  previous: document.profile)
            guard profile.language == document.language else {
                // Another language (an override's `language`) is another syntax: a new editor.
                let reopened = OpenDocument(uri: uri, languageID: document.languageID, version: document.version,
                                            text: document.text.text, profile: profile)
                documents[uri] = reopened
                startChecking(reopened)
                continue
            }
            document.profile = profile
            startChecking(document)
        }
        for document in documents.values { publish(document, changed: true) }
    }

    private func suggestionIndexBuilt() {
        guard checking.refreshSuggestions() else { return }
        generation += 1
        for document in documents.values {
            startChecking(document)
            publish(document, changed: true)
        }
    }
}
