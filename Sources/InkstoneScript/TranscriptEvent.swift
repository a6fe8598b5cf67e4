import InkstoneJSON
import InkstoneProofing
import InkstoneSessions
import InkstoneText

/// An event as a transcript line: `event`, `line`, then the event's keys in the order
/// of the transcript table.
public struct TranscriptEvent: Sendable {
    public let line: Int
    public let event: EditorEvent

    public var json: JSONValue {
        .object([("event", .string(event.name)), ("line", .int(line))] + Self.keys(of: event))
    }

    static func range(_ range: TextRange) -> JSONValue { .array([.int(range.location), .int(range.length)]) }

    /// A finding's keys; `tier` only for an unknown word (issue #26), so that the
    /// default tier reads as before.
    static func finding(_ live: LiveFinding) -> JSONValue {
        .object([("id", .int(live.id)), ("kind", .string(live.kind.rawValue)), ("range", range(live.range)),
                 ("text", .string(live.text)), ("message", .string(live.finding.message)),
                 ("suggestions", .array(live.suggestions.map { .string($0) }))]
                + (live.tier == .default ? [] : [("tier", .string(live.tier.rawValue))]))
    }

    static func keys(of event: EditorEvent) -> [(String, JSONValue)] {
        switch event {
        case let .textDidChange(range, text, origin):
            [("range", Self.range(range)), ("text", .string(text)), ("origin", .string(origin.rawValue))]
        case let .willBegin(tool): [("tool", .string(tool))]
        case let .beginRefused(reason): [("reason", .string(reason.rawValue))]
        case let .didEnd(reason): [("reason", .string(reason.rawValue))]
        case let .contexts(request, contexts):
            [("request", .int(request)), ("contexts", .array(contexts.map { context in
                .object([("id", .int(context.id)), ("range", Self.range(context.range)), ("text", .string(context.text)),
                         ("exclusions", .array(context.exclusions.map(Self.range)))])
            }))]
        case let .suggestionApplied(suggestion, context, range, text):
            [("suggestion", .int(suggestion)), ("context", .int(context)), ("range", Self.range(range)), ("text", .string(text))]
        case let .suggestionHeld(suggestion, context): [("suggestion", .int(suggestion)), ("context", .int(context))]
        case let .suggestionRejected(context, reason): [("context", .int(context)), ("reason", .string(reason.rawValue))]
        case let .updateRange(context, range, text, reason):
            [("context", .int(context)), ("range", Self.range(range)), ("text", .string(text)), ("reason", .string(reason.rawValue))]
        case let .persist(revision): [("revision", .int(revision))]
        case let .preview(suggestion, range, text):
            [("suggestion", .int(suggestion)), ("range", Self.range(range)), ("text", .string(text))]
        case let .geometry(viewport): [("viewport", .array([.int(viewport.firstLine), .int(viewport.lineCount)]))]
        case let .findings(added, removed):
            [("added", .array(added.map(Self.finding))), ("removed", .array(removed.map { .int($0) }))]
        case let .presentation(finding, range): [("finding", .int(finding)), ("range", Self.range(range))]
        case let .presentationRefused(finding, reason): [("finding", .int(finding)), ("reason", .string(reason.rawValue))]
        case let .error(message): [("message", .string(message))]
        }
    }
}
