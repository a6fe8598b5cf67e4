import Foundation
import InkstoneJSON
import InkstoneLSP
import InkstoneProofing
import XCTest

/// Plays the client: sends messages to an in-process server and reads what it sent
/// back. Every send is followed by `drain()`, so the server has handled it.
final class TestClient: @unchecked Sendable {
    let server: LanguageServer
    private let inbox: Inbox
    private var nextID = 100
    let folder: URL
    /// One suggestion index for every test of the run.
    private static let lookups = SharedLookups(indexFolder: cacheFolder + "/indexes")
    /// The CLI tests' cache (CommandRunner), so that a run builds the index once.
    private static let cacheFolder = NSTemporaryDirectory() + "inkstone-tests-cache/inkstone"

    /// A server whose personal dictionary and project folders are in a fresh temporary
    /// folder; suggestion indexes are those `inkstone check` caches.
    init(pollInterval: Double? = nil) throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("inkstone-lsp-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var environment = ProcessInfo.processInfo.environment
        environment["XDG_CONFIG_HOME"] = folder.appendingPathComponent("config").path
        let options = LanguageServer.Options(cacheFolder: Self.cacheFolder, version: "test",
                                             environment: environment, pollInterval: pollInterval, lookups: Self.lookups)
        let inbox = Inbox()
        self.inbox = inbox
        let log = ServerLog(handle: FileHandle(forWritingAtPath: "/dev/null")!)
        server = LanguageServer(options: options, send: { inbox.add(try! JSONValue.parse($0)) }, log: log,
                                onExit: { inbox.exited($0) })
    }

    deinit {
        try? FileManager.default.removeItem(at: folder)
    }

    // MARK: Sending

    func sendRaw(_ text: String) {
        server.receive(Data(text.utf8))
        server.drain()
    }

    func notify(_ method: String, _ params: JSONValue = [:]) {
        sendRaw(JSONValue.object([("jsonrpc", "2.0"), ("method", .string(method)), ("params", params)]).text)
    }

    /// Sends a request and returns the server's answer to it (its `result` or `error`).
    @discardableResult
    func request(_ method: String, _ params: JSONValue = [:], waiting: Double = 30) -> JSONValue {
        nextID += 1
        let id = nextID
        sendRaw(JSONValue.object([("jsonrpc", "2.0"), ("id", .int(id)), ("method", .string(method)), ("params", params)]).text)
        return waitFor(waiting) { $0.first { $0["id"] == .int(id) && $0["method"] == nil } } ?? ["error": "no answer"]
    }

    /// Answers a request the server sent.
    func answer(_ message: JSONValue, with result: JSONValue) {
        sendRaw(JSONValue.object([("jsonrpc", "2.0"), ("id", message["id"]!), ("result", result)]).text)
    }

    func initialize(_ capabilities: JSONValue = [:], options: JSONValue? = nil, folders: [URL] = []) {
        var params: [(String, JSONValue)] = [("capabilities", capabilities)]
        if let options { params.append(("initializationOptions", options)) }
        if !folders.isEmpty {
            params.append(("workspaceFolders", .array(folders.map { ["uri": .string($0.absoluteString), "name": "folder"] })))
        }
        let result = request("initialize", .object(params))
        XCTAssertNotNil(result["result"]?["capabilities"], "initialize: \(result.text)")
        notify("initialized")
    }

    func open(_ uri: String, _ text: String, language: String = "markdown", version: Int = 1) {
        notify("textDocument/didOpen", ["textDocument": ["uri": .string(uri), "languageId": .string(language),
                                                         "version": .int(version), "text": .string(text)]])
    }

    func change(_ uri: String, version: Int, _ changes: [JSONValue]) {
        notify("textDocument/didChange", ["textDocument": ["uri": .string(uri), "version": .int(version)],
                                          "contentChanges": .array(changes)])
    }

    static func range(_ line: Int, _ start: Int, _ endLine: Int, _ end: Int) -> JSONValue {
        ["start": ["line": .int(line), "character": .int(start)], "end": ["line": .int(endLine), "character": .int(end)]]
    }

    // MARK: Reading

    var messages: [JSONValue] { inbox.messages }
    var exits: [Int32] { inbox.exits }
    func clear() { inbox.clear() }

    /// The messages of `method` the server sent.
    func sent(_ method: String) -> [JSONValue] {
        messages.filter { $0["method"]?.string == method }
    }

    /// The latest pushed diagnostics for `uri`.
    func diagnostics(_ uri: String) -> [JSONValue]? {
        sent("textDocument/publishDiagnostics").last { $0["params"]?["uri"]?.string == uri }?["params"]?["diagnostics"]?.array
    }

    /// Polls (draining the server's queue) until `find` finds something in what was received.
    func waitFor<T>(_ seconds: Double = 30, _ find: ([JSONValue]) -> T?) -> T? {
        let deadline = Date().addingTimeInterval(seconds)
        repeat {
            server.drain()
            if let found = find(messages) { return found }
            Thread.sleep(forTimeInterval: 0.01)
        } while Date() < deadline
        return nil
    }

    /// Waits until the latest diagnostics of `uri` carry suggestions (the suggestion
    /// index is built off the server's queue).
    @discardableResult
    func diagnosticsWithSuggestions(_ uri: String) -> [JSONValue] {
        waitFor { _ in
            guard let found = self.diagnostics(uri), found.contains(where: { !($0["data"]?["suggestions"]?.array?.isEmpty ?? true) })
            else { return nil }
            return found
        } ?? []
    }

    func file(_ name: String, _ text: String) throws -> URL {
        let url = folder.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
        return url
    }
}

/// What the server sent, from whichever thread it sent it.
private final class Inbox: @unchecked Sendable {
    private let lock = NSLock()
    private var received: [JSONValue] = []
    private var codes: [Int32] = []

    func add(_ message: JSONValue) { locked { received.append(message) } }
    func exited(_ code: Int32) { locked { codes.append(code) } }
    func clear() { locked { received = [] } }
    var messages: [JSONValue] { locked { received } }
    var exits: [Int32] { locked { codes } }

    private func locked<T>(_ body: () -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body()
    }
}
