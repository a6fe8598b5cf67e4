import InkstoneJSON

/// One code action, as a literal (`CodeAction`) for clients that take them and as the
/// equivalent bare `Command` for those that do not.
struct CodeAction {
    /// The kind of the action that fixes every sure correction (`source.fixAll` for Inkstone).
    static let fixAllKind = "source.fixAll.inkstone"

    let title: String
    let kind: String
    var diagnostic: JSONValue?
    var isPreferred = false
    var edit: JSONValue?
    /// What `workspace/executeCommand` runs: the action itself when it has no edit,
    /// else the same edit applied through `workspace/applyEdit`.
    let command: JSONValue

    init(title: String, kind: String, diagnostic: JSONValue?, isPreferred: Bool = false, edit: JSONValue? = nil,
         command name: String, argument: JSONValue) {
        (self.title, self.kind, self.diagnostic, self.isPreferred, self.edit) = (title, kind, diagnostic, isPreferred, edit)
        command = ["title": .string(title), "command": .string(name), "arguments": [argument]]
    }

    var literal: JSONValue {
        var fields: [(String, JSONValue)] = [("title", .string(title)), ("kind", .string(kind))]
        if let diagnostic { fields.append(("diagnostics", [diagnostic])) }
        if isPreferred { fields.append(("isPreferred", true)) }
        if let edit { fields.append(("edit", edit)) } else { fields.append(("command", command)) }
        return .object(fields)
    }

    /// Whether `only` (a code action request's `context.only`) lets it through: its
    /// kind or a kind it refines is listed.
    func isWanted(by only: [String]?) -> Bool {
        guard let only else { return true }
        return only.contains { kind == $0 || kind.hasPrefix($0 + ".") }
    }
}
