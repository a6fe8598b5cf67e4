import InkstoneProject

/// Everything the server knows that the protocol changes: the lifecycle, what the
/// client can do, the settings, the workspace and the open documents. Only handlers
/// the table marks as mutating get it `inout` (rust-analyzer's `on_sync_mut` against
/// `on`); the others read a copy.
struct ServerState {
    enum Phase { case waiting, running, shutDown }

    var phase = Phase.waiting
    var client = ClientCapabilities()
    var encoding = PositionEncoding.utf16
    var settings = ServerSettings()
    var workspaceFolders: [String] = []
    var documents: [String: OpenDocument] = [:]
    /// Incremented whenever what documents are checked with changes: a pulled report
    /// with an older one is stale.
    var generation = 0
    /// Config files and word lists that cannot be read, by path: said once, shown on
    /// the file while it is open.
    var configProblems: [String: ConfigError] = [:]
    /// What the watched files looked like, for a client that cannot watch them.
    var watcher: WatchedFiles?

    /// The document named by a request; InvalidParams when it is not open.
    func document(_ uri: String) throws(ResponseError) -> OpenDocument {
        guard let document = documents[uri] else { throw .invalidParams("\(uri) is not open: send didOpen first") }
        return document
    }
}
