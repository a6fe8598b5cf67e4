import InkstoneText

/// The active writing session of an editor (S10 S11 S12 S13 S14): its tool, the contexts and
/// requests it handed out, and its suggestions. Everything it handed out becomes
/// invalid when it ends, because the editor then drops it.
public final class WritingSession {
    public let tool: String
    /// The editor's behaviour when the session began; a later change of the setting
    /// applies to the next session (S10).
    public let behavior: WritingToolsBehavior
    public private(set) var contexts: [SessionContext] = []
    public private(set) var requests: Set<Int> = []
    var suggestions: [Int: AppliedSuggestion] = [:]
    /// Held suggestions of a limited session, in arrival order (S26).
    private(set) var held: [Int] = []

    init(tool: String, behavior: WritingToolsBehavior) {
        self.tool = tool
        self.behavior = behavior
    }

    /// Keeps a suggestion of a limited session for the panel (S26).
    func hold(_ suggestion: AppliedSuggestion) {
        suggestions[suggestion.id] = suggestion
        held.append(suggestion.id)
    }

    /// Forgets one suggestion, held or applied.
    func drop(_ id: Int) {
        suggestions[id] = nil
        held.removeAll { $0 == id }
    }

    /// Forgets every held suggestion: the panel was accepted or rejected (S26).
    func dropHeld() {
        held.forEach { suggestions[$0] = nil }
        held = []
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
