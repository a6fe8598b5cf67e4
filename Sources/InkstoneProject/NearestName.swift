import InkstoneProofing

/// The known name a mistyped one most likely meant: a config key (`wrods`), a command
/// (`chek`), an option (`--fromat`) or a language code (`en_UK`). One rule for every
/// "did you mean", so that they agree on what is close.
public enum NearestName {
    /// The closest of `known` by edits (a swap of neighbours counts as one, case
    /// ignored), when it is within two edits or a third of the name; ties go to the
    /// first listed.
    public static func to(_ typed: String, among known: [String]) -> String? {
        let typedCharacters = Array(typed.lowercased())
        var best: (name: String, distance: Int)?
        for name in known {
            let distance = EditDistance.restricted(typedCharacters, Array(name.lowercased()))
            if distance < (best?.distance ?? Int.max) { best = (name, distance) }
        }
        guard let best, best.distance <= max(2, typed.count / 3) else { return nil }
        return best.name
    }
}
