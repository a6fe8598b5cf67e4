import Foundation
import InkstoneJSON
import InkstoneProject
import InkstoneProofing
import InkstoneSyntax
import InkstoneText

/// `didOpen`, `didChange`, `didClose`: incremental sync into each document's editor,
/// the content changes of one notification applied in array order (issue #15, items
/// 2–4). A document's profile is read from disk off the queue; meanwhile its text is
/// followed, and it is checked and published once the profile is back.
extension ServerState {
    mutating func didOpen(_ params: LSP.DidOpenParams, _ services: ServerServices) {
        let item = params.textDocument
        let version = item.version ?? 0
        let document: OpenDocument
        // Closed again in a message still waiting: kept for the close, never checked (T4).
        let closing = services.notes.isClosing(item.uri)
        if closing {
            document = OpenDocument(uri: item.uri, languageID: "plaintext", version: version, text: "",
                                    profile: FileProfile.defaults(overrides: overrides(languageID: nil, services)),
                                    preparedOffTheQueue: services.options.preparedOffTheQueue)
        } else {
            let languageID = item.languageId ?? ""
            let path = DocumentURI.path(of: item.uri)
            document = OpenDocument(uri: item.uri, languageID: languageID, version: version, text: item.text,
                                    profile: FileProfile.provisional(path: path, text: item.text,
                                                                     overrides: overrides(languageID: languageID, services)),
                                    preparedOffTheQueue: services.options.preparedOffTheQueue)
        }
        // Opened again without a close: what the client was shown, and which profile
        // answer is the latest, carry over.
        if let previous = documents[item.uri] {
            document.wasPublished = previous.wasPublished
            document.profileRequests = previous.profileRequests
        }
        documents[item.uri] = document
        if !closing { resolveProfile(of: document, services) }
    }

    mutating func didChange(_ params: LSP.DidChangeParams, _ services: ServerServices) throws(ResponseError) {
        let uri = params.textDocument.uri
        guard var document = documents[uri] else { throw .invalidParams("didChange for \(uri), which is not open") }
        for change in params.contentChanges {
            let text = document.text
            if change.range == nil { document.lostSync = nil }
            guard document.lostSync == nil else { continue }
            let range: TextRange
            do {
                range = try change.range.map { range throws(ResponseError) in try encoding.range(range, in: text) } ?? text.fullRange
            } catch {
                // The client's text and this one now differ: say so, and report nothing
                // until a whole text or a new didOpen brings them together again (W3).
                document.lostSync = error.message
                services.log.error("didChange for \(uri): \(error.message); its text here no longer follows the editor's: "
                    + "the document needs to be closed and opened again")
                continue
            }
            do {
                try document.editor.replaceVerbatim(range, with: change.text)
            } catch {
                throw ResponseError(.internalError, "\(uri): \(error)")
            }
            document.preparation?.note(replacing: range, length: change.text.utf16.count)
            let end = range.location + change.text.utf16.count
            document.typing = change.range == nil || change.text.isEmpty && range.length == 0 ? nil
                : TypingHold(offset: end, revision: document.text.revision)
        }
        document.version = params.textDocument.version ?? document.version &+ 1
        if document.crossedSizeLimit {
            document = document.reopened(with: document.profile)
            documents[uri] = document
            startChecking(document, services)
        }
        if settings.typingDelay > 0, let hold = document.typing, document.editor.findings.contains(where: hold.holds) {
            let version = document.version
            services.after(milliseconds: settings.typingDelay) { state, services in
                state.typingPaused(uri: uri, version: version, services)
            }
        } else {
            document.typing = nil
        }
        publish(document, services)
    }

    /// The typing delay passed with no edit since: the held word is reported.
    mutating func typingPaused(uri: String, version: Int, _ services: ServerServices) {
        guard let document = documents[uri], document.version == version, document.typing != nil else { return }
        document.typing = nil
        publish(document, services, changed: true)
    }

    mutating func didClose(_ params: LSP.DidCloseParams, _ services: ServerServices) {
        let uri = params.textDocument.uri
        services.notes.closed(uri)
        guard let wasPublished = documents.removeValue(forKey: uri)?.wasPublished else { return }
        if !client.pullsDiagnostics && wasPublished {
            services.outbox.notify("textDocument/publishDiagnostics", ["uri": .string(uri), "diagnostics": []])
        }
        // The document's memory goes back to the system, not only to malloc's free
        // lists: an editor that opened and closed a large file kept its 270 MB (issue #49).
        Self.returnFreedMemory?(0)
    }

    /// glibc's `malloc_trim`, which Swift's Glibc module does not declare (it lives in malloc.h).
    private static let returnFreedMemory: (@convention(c) (Int) -> Int32)? = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "malloc_trim")
        .map { unsafeBitCast($0, to: (@convention(c) (Int) -> Int32).self) }

    // MARK: Profiles and checking

    /// What the settings set for every document (and `languageID`, for one without a path).
    func overrides(languageID: String?, _ services: ServerServices) -> FileProfile.Overrides {
        FileProfile.Overrides(dictionaries: settings.dictionaries, clientLanguageID: languageID,
                              personalDictionary: settings.personalDictionary, environment: services.options.environment)
    }

    /// Reads the document's profile off the queue, as `inkstone check` resolves its
    /// path (`FileProfile`); the answer is taken on the queue (`adopt`).
    func resolveProfile(of document: OpenDocument, _ services: ServerServices) {
        document.profileRequests += 1
        let (request, uri, path) = (document.profileRequests, document.uri, document.path)
        let head = FileCheck.head(of: document.text)
        let overrides = self.overrides(languageID: document.languageID, services)
        let lookups = services.checking.lookups
        services.inBackground({
            Result { () throws(FileProfile.Problem) -> FileProfile in
                try FileProfile.resolve(path: path, text: head, overrides: overrides, lookups: lookups)
            }
        }) { state, services, result in
            state.adopt(result, for: uri, request: request, services)
        }
    }

    /// A profile back from disk: the document is checked with it (in a new editor when
    /// it gives another language) and published. A config that cannot be read keeps
    /// the document's last good profile (or the defaults) and says why, once.
    mutating func adopt(_ result: Result<FileProfile, FileProfile.Problem>, for uri: String, request: Int, _ services: ServerServices) {
        guard var document = documents[uri], document.profileRequests == request else { return }
        var profile: FileProfile
        switch result {
        case .success(let resolved): profile = resolved
        case .failure(let problem):
            profile = document.hasProfile ? document.profile : FileProfile.defaults(overrides: overrides(languageID: document.languageID, services),
                                                                                  language: document.language)
            if case .config(let error) = problem {
                // The words that still read are kept: a broken config must not flag every word the project taught.
                if !document.hasProfile {
                    profile = FileProfile.keepingWords(despite: error, path: document.path, text: FileCheck.head(of: document.text),
                                                       overrides: overrides(languageID: document.languageID, services))
                }
                if configProblems[error.path] == nil {
                    services.showMessage("\(error); keeping the \(document.hasProfile ? "last good settings" : "default settings, with your words and the project's,") until it is fixed",
                                         state: self)
                }
                configProblems[error.path] = error
            } else {
                services.showMessage("\(document.path ?? uri): \(problem)", state: self)
            }
        }
        if profile.language != document.language {
            // Another language (an override's `language`) is another syntax: a new editor.
            document = document.reopened(with: profile)
            documents[uri] = document
        }
        document.profile = profile
        document.hasProfile = true
        startChecking(document, services)
        publish(document, services, changed: true)
        if let watcher {
            let paths = watchedPaths(services)
            services.inBackground({ watcher.note(paths) }) { _, _, _ in }
        }
    }

    /// Gives a document a proofreader for its profile and checks it whole: on the
    /// queue, or off it for a large document (`prepare`).
    func startChecking(_ document: OpenDocument, _ services: ServerServices) {
        guard document.hasProfile, !document.isOversized, document.profile.unreadReason == nil else { return }
        if document.isPreparedOffTheQueue { return prepare(document, services) }
        do {
            let (checker, toBuild) = try services.checking.checker(for: document.profile.choice)
            for index in toBuild {
                services.inBackground({ index.index != nil }) { state, services, _ in state.suggestionIndexBuilt(services) }
            }
            try document.editor.proofread(as: document.profile, checker: checker, pool: services.checking.pool,
                                          suggestionsReady: services.checking.suggestionsReady(checker))
        } catch {
            services.showMessage("\(document.uri): not checked: \(error)", state: self)
        }
    }

    /// Parses and checks a snapshot of a large document off the queue; meanwhile its
    /// current editor follows the edits (only the text, for a document just opened),
    /// and they are replayed onto the new one when it comes (issue #24, T4).
    func prepare(_ document: OpenDocument, _ services: ServerServices) {
        document.preparationRequests += 1
        let request = document.preparationRequests
        document.preparation = Preparation(request: request, snapshotLength: document.text.length)
        let (uri, text, profile, lookups) = (document.uri, document.text.text, document.profile, services.checking.lookups)
        let gate = services.options.beforePreparing
        services.inBackground({
            gate?()
            return PreparedEditor(text: text, profile: profile, lookups: lookups)
        }) { state, services, prepared in
            state.adopt(prepared, for: uri, request: request, services)
        }
    }

    /// A prepared editor back on the queue: taken by its document unless another
    /// preparation has been asked for since, or the document was closed.
    func adopt(_ prepared: PreparedEditor, for uri: String, request: Int, _ services: ServerServices) {
        guard let document = documents[uri], let preparation = document.preparation, preparation.request == request,
              let result = prepared.take() else { return }
        document.preparation = nil
        do {
            try document.adopt(result.get(), after: preparation)
        } catch {
            return services.showMessage("\(document.uri): not checked: \(error)", state: self)
        }
        // The prepared editor's own checker (a second Hunspell) is given up for the queue's.
        let (choice, pool) = (document.profile.choice, services.checking.pool)
        if let (checker, _) = try? services.checking.checker(for: choice) {
            document.editor.proofreader?.judge.use(checker, readers: { pool.readers(besides: choice) })
        }
        publish(document, services, changed: true)
    }

    /// Checks every open document again with what is on disk now (a config, a word
    /// list or a dictionary changed, or the settings did): each profile read off the
    /// queue, each document checked in a turn of its own.
    mutating func recheckAll(_ services: ServerServices) {
        generation += 1
        configProblems = [:]
        services.checking.forgetCheckers()
        for document in documents.values { resolveProfile(of: document, services) }
    }

    /// A suggestion index is built: the documents are checked again, one a turn. Always:
    /// a document opened while the index was finishing may have turned its checker's
    /// suggestions on already (`CheckingResources.checker(for:)`), and the documents
    /// checked before it would keep their findings without suggestions.
    mutating func suggestionIndexBuilt(_ services: ServerServices) {
        services.checking.refreshSuggestions()
        generation += 1
        for uri in documents.keys {
            services.schedule { state, services in
                guard let document = state.documents[uri] else { return }
                state.startChecking(document, services)
                state.publish(document, services, changed: true)
            }
        }
    }
}
