import InkstoneText

/// The active writing session of an editor (S10–S14): its tool, the contexts and
/// requests it handed out, and its suggestions. Everything it handed out becomes
/// invalid when it ends, because the editor then drops it.
public final class WritingSession {
    public let tool: String
    public private(set) var contexts: [SessionContext] = []
    public private(set) var requests: Set<Int> = []
    var suggestions: [Int: AppliedSuggestion] = [:]
    /// Held suggestions of a limited session, in arrival order (S26).
    var held: [Int] = []

    init(tool: String) {
        self.tool = tool
    }

    func add(_ context: SessionContext) {
        contexts.append(context)
        requests.insert(context.request)
    }

    func context(_ id: Int) -> SessionContext? {
        contexts.first { $0.id == id }
    }

    /// Shifts and resizes contexts and suggestions with a change (S40).
    func documentDidChange(_ change: TextChange) {
        for index in contexts.indices {
            contexts[index].range = change.map(contexts[index].range, edges: .grow)
        }
        for id in suggestions.keys { suggestions[id]!.follow(change) }
    }
}
