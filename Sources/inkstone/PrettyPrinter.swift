import InkstoneScript
import InkstoneSessions
import InkstoneText

/// The readable account of a script run: each step, then what it caused, with the
/// session's state.
struct PrettyPrinter {
    let color: Bool

    private func paint(_ code: String, _ text: String) -> String {
        color ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }

    func describe(_ step: ScriptStep, events: [TranscriptEvent], editor: Editor) -> String {
        var lines = [paint("1", String(format: "%4d  %@", step.line, step.op)) + (editor.isSessionActive ? paint("36", "  [session]") : "")]
        for event in events {
            lines.append("      " + describe(event.event))
        }
        return lines.joined(separator: "\n")
    }

    private func describe(_ event: EditorEvent) -> String {
        switch event {
        case let .textDidChange(range, text, origin):
            return paint("33", "changed") + " \(range) → \(quote(text)) (\(origin.rawValue))"
        case let .willBegin(tool): return paint("32", "session begins") + " (\(tool))"
        case let .beginRefused(reason): return paint("31", "begin refused") + ": \(reason.rawValue)"
        case let .didEnd(reason): return paint("32", "session ends") + ": \(reason.rawValue)"
        case let .contexts(request, contexts):
            return "contexts for request \(request): " + contexts.map { context in
                "#\(context.id) \(context.range) \(quote(context.text))"
                    + (context.exclusions.isEmpty ? "" : paint("2", " protected \(context.exclusions.map(\.description).joined(separator: " "))"))
            }.joined(separator: "; ")
        case let .suggestionApplied(suggestion, context, range, text):
            return paint("32", "suggestion \(suggestion) applied") + " in context \(context) at \(range): \(quote(text))"
        case let .suggestionHeld(suggestion, context): return "suggestion \(suggestion) held for the panel (context \(context))"
        case let .suggestionRejected(context, reason):
            return paint("31", "suggestion rejected") + " (context \(context)): \(reason.rawValue)"
        case let .updateRange(context, range, text, reason):
            return "update context \(context) \(range) → \(quote(text)) (\(reason.rawValue))"
        case let .persist(revision): return paint("2", "persist revision \(revision)")
        case let .preview(suggestion, range, text): return "preview of \(suggestion) \(range): \(quote(text))"
        case let .geometry(viewport): return "geometry: lines \(viewport.firstLine + 1)–\(viewport.firstLine + viewport.lineCount)"
        case let .findings(added, removed):
            let gone = removed.isEmpty ? [] : [paint("2", "gone \(removed.map { "#\($0)" }.joined(separator: " "))")]
            let new = added.map { live in
                paint("35", "#\(live.id) \(live.kind.rawValue)") + " \(live.range) \(quote(live.text))"
                    + (live.suggestions.isEmpty ? "" : " → " + live.suggestions.prefix(3).map(quote).joined(separator: ", "))
            }
            return "findings: " + (gone + new).joined(separator: "; ")
        case let .presentation(finding, range): return "present finding \(finding) at \(range)"
        case let .presentationRefused(finding, reason): return paint("31", "presentation refused") + " (finding \(finding)): \(reason.rawValue)"
        case let .error(message): return paint("31", "error") + ": \(message)"
        }
    }

    private func quote(_ text: String) -> String {
        let shown = text.count > 60 ? String(text.prefix(57)) + "…" : text
        return shown.debugDescription
    }
}
