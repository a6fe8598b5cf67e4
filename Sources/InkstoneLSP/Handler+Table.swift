import InkstoneJSON

/// Every method the server has, once: the dispatch, the capabilities (`initialize`'s
/// answer) and `executeCommand`'s list (`ServerCommand.all`) all read this table.
extension Handler {
    static let table: [Handler] = [
        .mutating(LSP.Initialize.self) { state, services, params, _ throws(ResponseError) in
            try state.initialize(params, services)
        },
        .notification(LSP.Initialized.self) { state, services, _ in state.initialized(services) },
        .mutating(LSP.Shutdown.self) { state, services, _, id in
            state.shutdown()
            // Answered once what was started before is done, so nothing is cut off by `exit`.
            services.whenIdle { _, services in services.outbox.respond(to: id, result: .null) }
            return nil
        },
        .notification(LSP.DidOpen.self, capability: { _ in ("textDocumentSync", ["openClose": true, "change": 2, "save": false]) }) {
            state, services, params in state.didOpen(params, services)
        },
        .notification(LSP.DidChange.self) { state, services, params throws(ResponseError) in try state.didChange(params, services) },
        .notification(LSP.DidClose.self) { state, services, params in state.didClose(params, services) },
        .reading(LSP.DocumentDiagnostic.self, capability: { state in
            state.client.pullsDiagnostics
                ? ("diagnosticProvider", ["identifier": "inkstone", "interFileDependencies": false, "workspaceDiagnostics": true]) : nil
        }) { state, _, params throws(ResponseError) in try state.pullDiagnostics(params) },
        .mutating(LSP.WorkspaceDiagnostic.self) { state, services, params, id in state.workspaceDiagnostics(params, id: id, services) },
        .reading(LSP.CodeActions.self, capability: { _ in
            ("codeActionProvider", ["codeActionKinds": ["quickfix", .string(CodeAction.fixAllKind)], "resolveProvider": false])
        }) { state, services, params throws(ResponseError) in try state.codeActions(params, services) },
        .reading(LSP.Hover.self, capability: { _ in ("hoverProvider", true) }) { state, services, params throws(ResponseError) in
            try state.hover(params, services)
        },
        .mutating(LSP.ExecuteCommand.self, capability: { _ in
            ("executeCommandProvider", ["commands": .array(ServerCommand.all.map { .string($0.name) })])
        }) { state, services, params, _ throws(ResponseError) in try state.executeCommand(params, services) },
        .reading(LSP.Contexts.self, capability: { _ in ("experimental", ["inkstone": ["contexts": true, "rewrite": true, "proofread": true]]) }) {
            state, _, params throws(ResponseError) in try state.contexts(params)
        },
        .reading(LSP.Rewrite.self) { state, _, params throws(ResponseError) in try state.rewrite(params) },
        .reading(LSP.Proofread.self) { state, _, params throws(ResponseError) in try state.proofread(params) },
        .notification(LSP.DidChangeConfiguration.self) { state, services, params in state.didChangeConfiguration(params, services) },
        .notification(LSP.DidChangeWatchedFiles.self) { state, services, _ in state.recheckAll(services) },
        .notification(LSP.DidChangeWorkspaceFolders.self, capability: { _ in
            ("workspace", ["workspaceFolders": ["supported": true, "changeNotifications": true]])
        }) { state, _, params in state.didChangeWorkspaceFolders(params) },
    ]

    /// `ServerCapabilities`: the position encoding, then what each method adds.
    static func capabilities(for state: ServerState) -> JSONValue {
        .object([("positionEncoding", .string(state.encoding.rawValue))] + table.compactMap { $0.capability?(state) })
    }
}
