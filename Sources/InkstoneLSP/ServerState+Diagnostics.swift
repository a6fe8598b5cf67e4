import Foundation
import InkstoneJSON
import InkstoneProject
import InkstoneProofing
import InkstoneText

/// Findings as diagnostics (issue #15, item 5): pushed with the document's version,
/// or pulled with result ids when the client pulls — never both. What is reported is
/// the judge's findings (`editor.findings`) and nothing else; the server adds only
/// the word still being typed held back, and notices about the document itself.
extension ServerState {
    /// The most diagnostics one document gets: a client slows down long before a
    /// document with more is worth reading finding by finding; one more says how many
    /// are not shown (`inkstone check` lists them all).
    static let diagnosticLimit = 1_000

    /// Pushes a document's diagnostics, or, for a client that pulls, tells it to pull
    /// again when something changed that no edit of its own caused (`changed`).
    func publish(_ document: OpenDocument, _ services: ServerServices, changed: Bool = false) {
        guard document.hasProfile else { return }
        if client.pullsDiagnostics {
            if changed && client.refreshesDiagnostics { services.outbox.request("workspace/diagnostic/refresh", .null) }
            return
        }
        document.wasPublished = true
        services.outbox.notify("textDocument/publishDiagnostics", ["uri": .string(document.uri), "version": .int(document.version),
                                                                  "diagnostics": .array(diagnostics(of: document))])
    }

    func pullDiagnostics(_ params: LSP.DocumentDiagnosticParams) throws(ResponseError) -> JSONValue {
        let document = try self.document(params.textDocument.uri)
        let resultID = "\(generation).\(document.version).\(document.typing == nil ? 0 : 1).\(document.hasProfile ? 1 : 0)"
        if params.previousResultId == resultID { return ["kind": "unchanged", "resultId": .string(resultID)] }
        document.lastResultID = resultID
        return ["kind": "full", "resultId": .string(resultID), "items": .array(diagnostics(of: document))]
    }

    func diagnostics(of document: OpenDocument) -> [JSONValue] {
        if let reason = document.lostSync {
            return [notice("Inkstone no longer follows this document: the editor sent a change it could not apply (\(reason)). "
                           + "Close the document and open it again.", severity: 1, in: document.text)]
        }
        if document.isOversized {
            return [notice("Not checked: the document is larger than \(FileCheck.sizeLimit >> 20) MB, the limit for one file "
                           + "(as for inkstone check); split it to check it.", severity: 3, in: document.text)]
        }
        if let reason = document.profile.unreadReason {
            return [notice("Not checked: \(reason).", severity: 3, in: document.text)]
        }
        let style = DiagnosticStyle(encoding: encoding, settings: settings)
        let reported = document.reportedFindings.filter { style.shows($0.finding) }
        var items = reported.prefix(Self.diagnosticLimit).map { diagnostic($0.finding, in: document.text) }
        if reported.count > Self.diagnosticLimit {
            items.append(notice("\(reported.count - Self.diagnosticLimit) more findings are not shown here "
                                + "(\(reported.count) in all); 'inkstone check' lists every one", severity: 3, in: document.text))
        }
        // Passages in a language no installed dictionary reads: counted where they are, as `check` counts them.
        for passage in document.editor.proofreader?.unread ?? [] {
            items.append(unreadPassageNotice(passage, in: document.text))
        }
        // A pattern that ran away (`IgnorePatterns`) is said where it stopped, as `check` fails the file there.
        if let runaway = document.editor.proofreader?.judge.policy.ignorePatterns.runaway.first {
            let line = document.text.lines.line(at: min(runaway.line, document.text.lines.count - 1))
            items.insert(["range": encoding.json(line.contentRange, in: document.text), "severity": 2, "code": "config",
                          "source": "inkstone",
                          "message": .string(IgnorePatterns.explanation(of: runaway, in: document.profile.projectFolder))], at: 0)
        }
        guard let path = document.path, let problem = configProblems[path] else { return items }
        return [configDiagnostic(problem, in: document.text)] + items
    }

    func diagnostic(_ finding: Finding, in text: ReadOnlyDocument) -> JSONValue {
        DiagnosticStyle(encoding: encoding, settings: settings).diagnostic(finding, in: text)
    }

    /// A diagnostic about the document as a whole, on its first line.
    private func notice(_ message: String, severity: Int, in text: ReadOnlyDocument) -> JSONValue {
        let first = text.lines.line(at: 0).contentRange
        return ["range": encoding.json(first, in: text), "severity": .int(severity), "code": "inkstone", "source": "inkstone",
                "message": .string(message)]
    }

    /// A hint on the first line of a passage left unread (issue #26, item 4): the
    /// language identifier or the dictionaries' vote found it in another language, and
    /// no installed dictionary reads that language.
    private func unreadPassageNotice(_ passage: TextRange, in text: ReadOnlyDocument) -> JSONValue {
        let line = text.lines.line(at: text.lines.position(of: passage.location).line).contentRange
        let range = TextRange(passage.location, max(0, min(passage.end, line.end) - passage.location))
        return ["range": encoding.json(range, in: text), "severity": 4, "code": "other-language", "source": "inkstone",
                "message": .string("Not checked: this passage " + UnreadPassage.explanation(of: text.string(in: passage)))]
    }

    /// A config file the server cannot read, shown on its first line (or the line the
    /// error names).
    private func configDiagnostic(_ problem: ConfigError, in text: ReadOnlyDocument) -> JSONValue {
        var line = 0
        if let match = "\(problem)".firstMatch(of: /line (\d+)/), let number = Int(match.1) { line = number - 1 }
        let target = text.lines.line(at: max(0, min(line, text.lines.count - 1)))
        return ["range": encoding.json(target.contentRange, in: text), "severity": 1, "code": "config", "source": "inkstone",
                "message": .string("\(problem)")]
    }
}
