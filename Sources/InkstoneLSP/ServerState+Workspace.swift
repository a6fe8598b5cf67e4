import Foundation
import InkstoneJSON
import InkstoneProject
import InkstoneProofing
import InkstoneText

/// `workspace/diagnostic`: every file of each workspace folder, as `inkstone check`
/// would report it (`ProjectCheck`, through its result cache), scanned off the
/// server's queue; open documents are reported from memory, never from disk.
extension ServerState {
    func workspaceDiagnostics(_ params: LSP.WorkspaceDiagnosticParams, id: JSONValue, _ services: ServerServices) -> JSONValue? {
        let previous = Dictionary((params.previousResultIds ?? []).map { ($0.uri, $0.value) }, uniquingKeysWith: { _, last in last })
        let openReports: [JSONValue] = documents.values.sorted { $0.uri < $1.uri }.map { document in
            Self.report(uri: document.uri, version: .int(document.version), items: diagnostics(of: document), previous: previous)
        }
        let open = Set(documents.values.compactMap { $0.path.map { URL(fileURLWithPath: $0).standardizedFileURL.path } })
        let folders = workspaceFolders
        let fileCheck = services.checking.fileCheck(overrides: overrides(languageID: nil, services))
        let style = DiagnosticStyle(encoding: encoding, settings: settings)
        let log = services.log
        services.inBackground({
            openReports + Self.scan(folders, skipping: open, with: fileCheck, style: style, log: log).map {
                Self.report(uri: $0.uri, version: .null, items: $0.items, previous: previous)
            }
        }) { _, services, reports in
            if services.notes.takeCancellation(id) {
                return services.outbox.respond(to: id, error: ResponseError(.requestCancelled, "workspace/diagnostic was cancelled"))
            }
            services.outbox.respond(to: id, result: ["items": .array(reports)])
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

    /// The files of `folders` that a walk of `inkstone check` takes, but those open.
    private static func scan(_ folders: [String], skipping open: Set<String>, with fileCheck: FileCheck, style: DiagnosticStyle,
                             log: ServerLog) -> [(uri: String, items: [JSONValue])] {
        let files = FileWalker().files(under: folders).files.filter { !open.contains(URL(fileURLWithPath: $0).standardizedFileURL.path) }
        var reports: [(uri: String, items: [JSONValue])] = []
        var fileCheck = fileCheck
        fileCheck.walkRoots = folders
        for (path, outcome) in zip(files, ProjectCheck(fileCheck: fileCheck).run(files, workers: 1)) {
            switch outcome {
            case .checked(let checked):
                reports.append((DocumentURI.uri(of: path), checked.findings.filter(style.shows).map { style.diagnostic($0, in: checked.text) }))
            case .failed(let message): log.info(message)
            case .skipped: break
            }
        }
        log.info("workspace/diagnostic: \(reports.count) files of \(folders.count) folder(s) checked")
        return reports
    }
}
