/// Why a session ended, as `didEnd` reports it.
public enum EndReason: String, Sendable {
    case stopped, largeUpdate, documentReplaced, batchReplace, lineMove, composition, readOnly, detached
    case exclusionProviderChanged, opened
}
