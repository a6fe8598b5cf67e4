/// Where a change came from, as `textDidChange` reports it. Each origin carries what
/// the editor does with a change of its kind, so that no list of origins is kept
/// anywhere else.
public enum ChangeOrigin: String, Sendable {
    case user, undo, redo, suggestion, restore, panel, programmatic, batch, lineMove, composition
    case temporary, accepted, rejected, load

    /// An ordinary edit (S2): one larger than the editor's limit ends a session (S41).
    var isOrdinaryEdit: Bool {
        self == .user || self == .undo || self == .redo
    }

    /// The session hears of it through `updateRange` (S40, S43). It never hears of its
    /// own suggestions, restorations and panel, nor of previews until they are accepted.
    var reachesSession: Bool {
        isOrdinaryEdit || self == .accepted
    }

    /// A preview and its rejection leave the text as it was for everyone but the
    /// person looking (S64): the host is not asked to persist, and the proofreader
    /// does not follow them.
    var isTemporary: Bool {
        self == .temporary || self == .rejected
    }
}
