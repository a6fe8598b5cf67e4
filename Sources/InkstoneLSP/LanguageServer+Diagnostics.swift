import Foundation
import InkstoneProofing
import InkstoneScript
import InkstoneText

/// Findings as diagnostics (issue #15, item 5): pushed with the document's version,
/// or pulled with result ids when the client pulls — never both.
extension LanguageServer {
    /// Pushes a document's diagnostics, or, for a client that pulls, tells it to pull
    /// again when something changed that no edit of its own caused (`changed`).
    func publish(_ document: OpenDocument, changed: Bool = false) {
        if client.pullsDiagnostics {
            if changed && client.refreshesDiagnostics { request("workspace/diagnostic/refresh", .null) }
            return
        }
        notify("textDocument/publishDiagnostics", ["uri": .string(document.uri), "version": .int(document.version),
                                                   "diagnostics": .array(diagnostics(of: document))])
    }

    func pullDiagnostics(_ params: JSONValue) throws(ResponseError) -> JSONValue {
        let document = try document(params, method: "textDocument/diagnostic")
        let resultID = "\(generation).\(document.version).\(document.typing == nil ? 0 : 1)"
        if params["previousResultId"]?.string == resultID { return ["kind": "unchanged", "resultId": .string(resultID)] }
        document.lastResultID = resultID
        return ["kind": "full", "resultId": .string(resultID), "items": .array(diagnostics(of: document))]
    }

    func diagnostics(of document: OpenDocument) -> [JSONValue] {
        let findings = document.reportedFindings.map { diagnostic($0.finding, in: document.text) }
        guard let path = document.path, let problem = configProblems[path] else { return findings }
        return [configDiagnostic(problem, in: document.text)] + findings
    }

    func diagnostic(_ finding: Finding, in text: TextDocument) -> JSONValue {
        DiagnosticStyle(encoding: encoding, severity: settings.severity).diagnostic(finding, in: text)
    }

    /// A config file the server cannot read, shown on its first line (or the line the
    /// error names).
    private func configDiagnostic(_ problem: ConfigError, in text: TextDocument) -> JSONValue {
        var line = 0
        if let match = "\(problem)".firstMatch(of: /line (\d+)/), let number = Int(match.1) { line = number - 1 }
        let target = text.lines.line(at: max(0, min(line, text.lines.count - 1)))
        return ["range": encoding.json(target.contentRange, in: text), "severity": 1, "code": "config", "source": "inkstone",
                "message": .string("\(problem)")]
    }
}
