import InkstoneJSON

/// What the client said it can do in `initialize`, as far as the server acts on it.
struct ClientCapabilities {
    /// `general.positionEncodings`, in the client's order of preference.
    var positionEncodings: [String]?
    /// `textDocument.diagnostic`: the client pulls diagnostics, so none are pushed.
    var pullsDiagnostics = false
    /// `workspace.diagnostics.refreshSupport`: it re-pulls when told to.
    var refreshesDiagnostics = false
    /// `workspace.workspaceEdit.documentChanges`: versioned edits.
    var versionedEdits = false
    /// `workspace.configuration`: it answers `workspace/configuration`.
    var answersConfiguration = false
    /// `workspace.didChangeWatchedFiles.dynamicRegistration`: it watches files for the server.
    var watchesFiles = false
    var relativePatterns = false
    /// `textDocument.codeAction.codeActionLiteralSupport`: actions may be literals, not bare commands.
    var takesActionLiterals = false
    /// `workspace.applyEdit`: the server may ask it to apply an edit (commands do).
    var appliesEdits = false

    init() {}

    init(_ json: JSONValue) {
        let general = json["general"], workspace = json["workspace"], document = json["textDocument"]
        positionEncodings = general?["positionEncodings"]?.array?.compactMap(\.string)
        pullsDiagnostics = document?["diagnostic"]?.isObject ?? false
        refreshesDiagnostics = workspace?["diagnostics"]?["refreshSupport"]?.bool ?? false
        versionedEdits = workspace?["workspaceEdit"]?["documentChanges"]?.bool ?? false
        answersConfiguration = workspace?["configuration"]?.bool ?? false
        watchesFiles = workspace?["didChangeWatchedFiles"]?["dynamicRegistration"]?.bool ?? false
        relativePatterns = workspace?["didChangeWatchedFiles"]?["relativePatternSupport"]?.bool ?? false
        takesActionLiterals = document?["codeAction"]?["codeActionLiteralSupport"]?.isObject ?? false
        appliesEdits = workspace?["applyEdit"]?.bool ?? false
    }
}
