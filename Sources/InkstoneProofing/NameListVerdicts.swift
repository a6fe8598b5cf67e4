/// Whether each paragraph (its first and last lines) that `NameLists.wrappedNames` has
/// read is a wrapped list of names: kept by `LineContexts` while a document stays at one
/// revision, so that a paragraph asked about in several calls (one for each reading
/// of its lines) is joined and read once.
final class NameListVerdicts {
    private var verdicts: [ClosedRange<Int>: Bool] = [:]

    /// The verdict on `lines`, worked out by `decide` the first time it is asked.
    func verdict(on lines: ClosedRange<Int>, decide: () -> Bool) -> Bool {
        if let verdict = verdicts[lines] { return verdict }
        let verdict = decide()
        verdicts[lines] = verdict
        return verdict
    }
}
