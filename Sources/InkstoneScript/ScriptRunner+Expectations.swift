import InkstoneJSON
import InkstoneSessions
import InkstoneText

/// `expect` steps: each listed check against the editor's state or the events emitted
/// since the previous `expect`.
extension ScriptRunner {
    func check(_ step: ScriptStep) {
        do {
            try checkState(step)
            try checkEvents(step)
        } catch {
            fail(step, error.message)
        }
    }

    private func checkState(_ step: ScriptStep) throws(ScriptError) {
        let document = editor.document
        if step.value("text") != nil {
            let expected = try step.string("text")
            if document.text != expected {
                fail(step, "text is \(JSONValue.quote(document.text)), expected \(JSONValue.quote(expected))")
            }
        }
        try compare(step, "active", editor.isSessionActive)
        try compare(step, "canUndo", editor.canUndo)
        try compare(step, "canRedo", editor.canRedo)
        if step.value("selection") != nil {
            let (location, length) = try step.pair("selection")
            if editor.selection != TextRange(location, length) {
                fail(step, "selection is \(editor.selection), expected [\(location), \(length)]")
            }
        }
        if step.value("lineEnding") != nil {
            let expected = try step.choice("lineEnding", ["lf", "crlf", "cr"])
            if editor.settings.lineEnding.rawValue != expected {
                fail(step, "lineEnding is \"\(editor.settings.lineEnding.rawValue)\", expected \"\(expected)\"")
            }
        }
        if step.value("indentation") != nil {
            let expected = try step.string("indentation")
            guard Indentation(expected) != nil else { throw step.wrongType("indentation", "\"tab\" or \"spaces:N\"") }
            if editor.settings.indentation.description != expected {
                fail(step, "indentation is \"\(editor.settings.indentation)\", expected \"\(expected)\"")
            }
        }
        try checkFindings(step)
    }

    /// `findings`: how many live findings there are, or their flagged texts in
    /// document order.
    private func checkFindings(_ step: ScriptStep) throws(ScriptError) {
        let texts = editor.findings.map(\.text)
        switch step.value("findings") {
        case nil: return
        case .int(let count)?:
            if texts.count != count { fail(step, "\(texts.count) findings \(texts), expected \(count)") }
        case .array(let items)?:
            let expected = try items.map { item throws(ScriptError) -> String in
                guard case .string(let text) = item else { throw step.wrongType("findings", "a count or a list of strings") }
                return text
            }
            if texts != expected { fail(step, "findings are \(texts), expected \(expected)") }
        default: throw step.wrongType("findings", "a count or a list of strings")
        }
    }

    private func compare(_ step: ScriptStep, _ key: String, _ actual: Bool) throws(ScriptError) {
        guard step.value(key) != nil else { return }
        let expected = try step.bool(key)
        if actual != expected { fail(step, "\(key) is \(actual), expected \(expected)") }
    }

    /// `events`: each listed object must match an event, in order, among those since the
    /// previous `expect` (listed keys only). `noEvents`: none of these names appeared.
    private func checkEvents(_ step: ScriptStep) throws(ScriptError) {
        let recent = transcript[eventsSinceExpect...].map(\.json)
        if let value = step.value("events") {
            guard case .array(let expected) = value else { throw step.wrongType("events", "a list of event objects") }
            var position = recent.startIndex
            for pattern in expected {
                guard case .object(let keys) = pattern, pattern["event"] != nil else {
                    throw step.wrongType("events", "a list of objects, each with \"event\"")
                }
                guard let found = recent[position...].firstIndex(where: { event in keys.allSatisfy { event[$0.0] == $0.1 } }) else {
                    let seen = recent.map(\.text).joined(separator: "\n    ")
                    return fail(step, "no event matching \(pattern.text) (in order) among:\n    \(seen.isEmpty ? "(no events)" : seen)")
                }
                position = found + 1
            }
        }
        if let value = step.value("noEvents") {
            guard case .array(let names) = value else { throw step.wrongType("noEvents", "a list of event names") }
            for case .string(let name) in names where recent.contains(where: { $0["event"] == .string(name) }) {
                fail(step, "event \"\(name)\" appeared, expected none")
            }
        }
    }
}
