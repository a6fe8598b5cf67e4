import InkstoneJSON
import InkstoneProofing
import InkstoneSessions
import InkstoneText

/// `workspace/executeCommand` (issue #15, item 7): every code action as a command
/// taking one object argument (`ServerCommand`), and the assistant requests. Word
/// lists are written by the server itself, so "add to dictionary" works in every client.
extension ServerState {
    mutating func executeCommand(_ params: LSP.ExecuteCommandParams, _ services: ServerServices) throws(ResponseError) -> JSONValue? {
        guard let command = ServerCommand.named(params.command) else {
            throw .invalidParams("unknown command '\(params.command)'; the commands are "
                + ServerCommand.all.map(\.name).joined(separator: ", "))
        }
        guard let argument = params.arguments?.first, argument.isObject else {
            throw .invalidParams("\(command.name) takes one object argument: \(command.usage)")
        }
        return try command.run(&self, services, argument)
    }

    func replace(_ argument: ServerCommand.ReplaceArgument, _ services: ServerServices) throws(ResponseError) -> JSONValue {
        let document = try self.document(argument.uri)
        let range = try encoding.range(argument.range, in: document.text)
        if let problem = NewTextLimits.problem(with: argument.text, replacing: range, in: document.text, field: "text") {
            throw .invalidParams("inkstone.replace: " + problem)
        }
        if let reason = document.editor.rejection(ofReplacing: range, with: argument.text) {
            throw .invalidParams("inkstone.replace: the replacement was refused (\(reason.rawValue)): it would alter protected text or split a character")
        }
        return applying([CheckedEdit(range: range, text: argument.text, rejection: nil)], in: document, label: "Inkstone: replace", services)
    }

    /// Writes the word to the personal dictionary or the project's word list (the same
    /// words `inkstone learn` takes), then checks every open document again.
    mutating func addWord(_ argument: ServerCommand.AddWordArgument, _ services: ServerServices) throws(ResponseError) -> JSONValue {
        if let problem = PersonalDictionary.problem(with: argument.word) { throw .invalidParams("inkstone.addWord: \"word\": \(problem)") }
        guard let scope = argument.scope.string else {
            throw .invalidParams("inkstone.addWord: \"scope\" must be \"personal\" or \"project\", not \(argument.scope.text)")
        }
        let list: PersonalDictionary
        switch scope {
        case "personal": list = PersonalDictionary(path: settings.personalDictionary, environment: services.options.environment)
        case "project":
            guard let uri = argument.uri else { throw .invalidParams("inkstone.addWord: \"scope\": \"project\" needs the document's \"uri\"") }
            let document = try self.document(uri)
            guard let words = document.profile.projectWords else {
                throw .invalidParams("\(document.uri) has no .inkstone.json above it, so no project word list; create one (even '{}') in the project's root, or use \"scope\": \"personal\"")
            }
            list = words
        case let other: throw .invalidParams("inkstone.addWord: \"scope\" must be \"personal\" or \"project\", not \"\(other)\"")
        }
        do { try list.learn(argument.word) } catch { throw ResponseError(.internalError, "inkstone.addWord: \(error)") }
        services.log.info("added '\(argument.word)' to \(list.path)")
        recheckAll(services)
        return .null
    }

    /// Hides one finding until its sentence changes (S66).
    func ignore(_ argument: ServerCommand.IgnoreArgument, _ services: ServerServices) throws(ResponseError) -> JSONValue {
        let document = try self.document(argument.uri)
        let range = try encoding.range(argument.range, in: document.text)
        let rule = argument.rule.map(Rule.ID.init(rawValue:))
        guard let live = document.reportedFindings.first(where: { $0.range == range && (rule == nil || $0.finding.rule == rule) }) else {
            throw .invalidParams("inkstone.ignore: no finding at that range of \(document.uri) any more; ask for code actions again")
        }
        do { try document.editor.ignore(finding: live.id) } catch { throw ResponseError(.internalError, "\(error)") }
        publish(document, services, changed: true)
        return .null
    }

    func silenceLine(_ argument: ServerCommand.SilenceArgument, _ services: ServerServices) throws(ResponseError) -> JSONValue {
        let document = try self.document(argument.uri)
        guard let edit = silencing(line: argument.line, of: document) else {
            throw .invalidParams("inkstone.silenceLine: line \(argument.line) cannot take a directive (no comment syntax for \(document.language.name), or no such line)")
        }
        return applying([edit], in: document, label: "Inkstone: silence the line", services)
    }

    func fixAll(_ argument: ServerCommand.DocumentArgument, _ services: ServerServices) throws(ResponseError) -> JSONValue {
        let document = try self.document(argument.uri)
        return applying(corrections(in: document.text.fullRange, of: document), in: document, label: "Inkstone: fix all", services)
    }
}
