/// Where a change came from, as `textDidChange` reports it.
public enum ChangeOrigin: String, Sendable {
    case user, undo, redo, suggestion, restore, panel, programmatic, batch, lineMove, composition
    case temporary, accepted, rejected, load
}
