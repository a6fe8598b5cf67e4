import Foundation
import InkstoneJSON
import InkstoneProject
import InkstoneProofing
import InkstoneText

/// `workspace/diagnostic`: every file of each workspace folder, as `inkstone check`
/// would report it (through its result cache), scanned off the server's queue;
/// open documents are reported from memory, never from disk.
extension LanguageServer {
    func workspaceDiagnostics(_ params: JSONValue, id: JSONValue) throws(ResponseError) -> JSONValue? {
        var previous: [String: String] = [:]
        for entry in params["previousResultIds"]?.array ?? [] {
            if let uri = entry["uri"]?.string, let value = entry["value"]?.string { previous[uri] = value }
        }
        let openReports: [JSONValue] = documents.values.sorted { $0.uri < $1.uri }.map { document in
            Self.report(uri: document.uri, version: .int(document.version), items: diagnostics(of: document), previous: previous)
        }
        let open = Set(documents.values.compactMap { $0.path.map { URL(fileURLWithPath: $0).standardizedFileURL.path } })
        let folders = workspaceFolders
        let fileCheck = checking.fileCheck(overrides: overrides(languageID: nil))
        let style = DiagnosticStyle(encoding: encoding, severity: settings.severity)
        let log = self.log
        let previousIDs = previous
        DispatchQueue.global(qos: .utility).async { [weak self] in
            let scanned = Self.scan(folders, skipping: open, with: fileCheck, style: style, log: log)
            let reports = openReports + scanned.map { Self.report(uri: $0.uri, version: .null, items: $0.items, previous: previousIDs) }
            guard let self else { return }
            self.queue.async {
                if self.isCancelled(id) { return self.respond(to: id, error: ResponseError(.requestCancelled, "workspace/diagnostic was cancelled")) }
                self.respond(to: id, result: ["items": .array(reports)])
            }
        }
        return nil
    }

    private static func report(uri: String, version: JSONValue, items: [JSONValue], previous: [String: String]) -> JSONValue {
        let resultID = String(StableHash.hex(Data(JSONValue.array(items).text.utf8)).prefix(16))
        if previous[uri] == resultID {
            return ["kind": "unchanged", "uri": .string(uri), "version": version, "resultId": .string(resultID)]
        }
        return ["kind": "full", "uri": .string(uri), "version": version, "resultId": .string(resultID), "items": .array(items)]
    }

    /// The files of `folders` that a walk of `inkstone check` takes, but those open,
    /// through the pipeline `inkstone check` runs (`ProjectCheck`).
    private static func scan(_ folders: [String], skipping open: Set<String>, with fileCheck: FileCheck, style: DiagnosticStyle,
                             log: ServerLog) -> [(uri: String, items: [JSONValue])] {
        let files = FileWalker().files(under: folders).files.filter { !open.contains(URL(fileURLWithPath: $0).standardizedFileURL.path) }
        var reports: [(uri: String, items: [JSONValue])] = []
        for (path, outcome) in zip(files, ProjectCheck(fileCheck: fileCheck).run(files, workers: 1)) {
            switch outcome {
            case .checked(let checked):
                reports.append((DocumentURI.uri(of: path), checked.findings.map { style.diagnostic($0, in: checked.document) }))
            case .failed(let message): log.info(message)
            case .skipped: break
            }
        }
        log.info("workspace/diagnostic: \(reports.count) files of \(folders.count) folder(s) checked")
        return reports
    }
}
