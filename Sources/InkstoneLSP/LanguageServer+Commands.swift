import InkstoneJSON
import InkstoneProofing
import InkstoneSessions
import InkstoneText

/// `workspace/executeCommand` (issue #15, item 7): every code action as a command
/// taking one object argument, and the assistant requests. Word lists are written by
/// the server itself, so "add to dictionary" works in every client.
extension LanguageServer {
    /// What each command takes, for the message when its argument is missing.
    static let commandArguments = [
        "inkstone.replace": #"{"uri": "file:///…", "range": {"start": …, "end": …}, "text": "…"}"#,
        "inkstone.addWord": #"{"word": "…", "scope": "personal" or "project", "uri": "file:///…" (for "project")}"#,
        "inkstone.ignore": #"{"uri": "file:///…", "range": {"start": …, "end": …}, "rule": "spelling"}"#,
        "inkstone.silenceLine": #"{"uri": "file:///…", "line": 0}"#,
        "inkstone.fixAll": #"{"uri": "file:///…"}"#,
        "inkstone.contexts": #"{"textDocument": {"uri": "file:///…"}, "range": … (optional)}"#,
        "inkstone.rewrite": #"{"textDocument": {"uri": "file:///…", "version": 1}, "range": …, "newText": "…"}"#,
        "inkstone.proofread": #"{"textDocument": {"uri": "file:///…"}, "range": … (optional)}"#,
    ]

    func executeCommand(_ params: JSONValue, id: JSONValue) throws(ResponseError) -> JSONValue? {
        guard let name = params["command"]?.string else { throw .invalidParams("executeCommand needs \"command\"") }
        guard let usage = Self.commandArguments[name] else {
            throw .invalidParams("unknown command '\(name)'; the commands are " + Self.commands.joined(separator: ", "))
        }
        guard let argument = params["arguments"]?.array?.first, argument.isObject else {
            throw .invalidParams("\(name) takes one object argument: \(usage)")
        }
        switch name {
        case "inkstone.addWord": try addWord(argument)
        case "inkstone.ignore": try ignore(argument)
        case "inkstone.replace":
            let document = try document(uri: argument, for: name)
            let range = try encoding.range(argument["range"], in: document.text)
            guard let text = argument["text"]?.string else { throw .invalidParams("\(name) takes \(usage)") }
            if let reason = document.editor.rejection(ofReplacing: range, with: text) {
                throw .invalidParams("\(name): the replacement was refused (\(reason.rawValue)): it would alter protected text or split a character")
            }
            return applying([CheckedEdit(range: range, text: text, rejection: nil)], in: document, label: "Inkstone: replace")
        case "inkstone.silenceLine":
            let document = try document(uri: argument, for: name)
            guard let line = argument["line"]?.int else { throw .invalidParams("\(name) takes \(usage)") }
            guard let edit = silencing(line: line, of: document) else {
                throw .invalidParams("\(name): line \(line) cannot take a directive (no comment syntax for \(document.language.name), or no such line)")
            }
            return applying([edit], in: document, label: "Inkstone: silence the line")
        case "inkstone.fixAll":
            let document = try document(uri: argument, for: name)
            return applying(corrections(in: document.text.fullRange, of: document), in: document, label: "Inkstone: fix all")
        case "inkstone.contexts": return try contexts(argument)
        case "inkstone.rewrite": return try rewrite(argument)
        default: return try proofread(argument)
        }
        return .null
    }

    /// Writes the word to the personal dictionary or the project's word list, then
    /// checks every open document again from memory.
    private func addWord(_ argument: JSONValue) throws(ResponseError) {
        guard let word = argument["word"]?.string else {
            throw .invalidParams("inkstone.addWord: \"word\" must be a string: \(Self.commandArguments["inkstone.addWord"]!)")
        }
        // The same words as `inkstone learn` takes.
        if let problem = PersonalDictionary.problem(with: word) { throw .invalidParams("inkstone.addWord: \"word\": \(problem)") }
        let scope = argument["scope"] ?? "personal"
        guard let scopeName = scope.string else {
            throw .invalidParams("inkstone.addWord: \"scope\" must be \"personal\" or \"project\", not \(scope.text)")
        }
        let list: PersonalDictionary
        switch scopeName {
        case "personal": list = PersonalDictionary(path: settings.personalDictionary, environment: options.environment)
        case "project":
            let document = try document(uri: argument, for: "inkstone.addWord")
            guard let words = document.profile.projectWords else {
                throw .invalidParams("\(document.uri) has no .inkstone.json above it, so no project word list; create one (even '{}') in the project's root, or use \"scope\": \"personal\"")
            }
            list = words
        case let other: throw .invalidParams("inkstone.addWord: \"scope\" must be \"personal\" or \"project\", not \"\(other)\"")
        }
        do { try list.learn(word) } catch { throw ResponseError(.internalError, "inkstone.addWord: \(error)") }
        log.info("added '\(word)' to \(list.path)")
        recheckAll()
    }

    /// Hides one finding until its sentence changes (S66).
    private func ignore(_ argument: JSONValue) throws(ResponseError) {
        let document = try document(uri: argument, for: "inkstone.ignore")
        let range = try encoding.range(argument["range"], in: document.text)
        let rule = argument["rule"]?.string.map(Rule.ID.init(rawValue:))
        guard let live = document.editor.findings.first(where: { $0.range == range && (rule == nil || $0.finding.rule == rule) }) else {
            throw .invalidParams("inkstone.ignore: no finding at that range of \(document.uri) any more; ask for code actions again")
        }
        do { try document.editor.ignore(finding: live.id) } catch { throw ResponseError(.internalError, "\(error)") }
        publish(document, changed: true)
    }

    /// Asks the client to apply the edits (when it can) and returns them.
    private func applying(_ edits: [CheckedEdit], in document: OpenDocument, label: String) -> JSONValue {
        let edit = workspaceEdit(edits, in: document)
        if client.appliesEdits && !edits.isEmpty { request("workspace/applyEdit", ["label": .string(label), "edit": edit]) }
        return edit
    }

    private func document(uri argument: JSONValue, for command: String) throws(ResponseError) -> OpenDocument {
        guard let uri = argument["uri"]?.string else { throw .invalidParams("\(command) takes \(Self.commandArguments[command]!)") }
        guard let document = documents[uri] else { throw .invalidParams("\(command): \(uri) is not open") }
        return document
    }
}
