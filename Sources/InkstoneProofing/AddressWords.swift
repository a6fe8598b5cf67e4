import InkstoneText

/// The words the web addresses of a document spell (`https://github.com/app/dependabot`,
/// `https://github.com/junah201/vellox`): a changelog or a list of projects links to what
/// it names, and names the same thing unlinked elsewhere (`Disable dependabot`, `###
/// Vellox`). A word that one of them spells is a name, an unknown word, not a typo
/// (issue #26). `LinkNames` hides a link's own words; this reaches the rest of the text.
struct AddressWords {
    private(set) var words: Set<String> = []
    /// The revision of the document `words` were read from.
    private var revision = -1
    private weak var document: TextDocument?

    /// Whether an address in `document` spells `word` (three letters or more, compared
    /// in lowercase), read once a revision.
    mutating func spell(_ word: String, in document: TextDocument) -> Bool {
        if self.document !== document || revision != document.revision {
            (self.document, revision, words) = (document, document.revision, Self.words(in: document))
        }
        return words.contains(word.lowercased())
    }

    /// The runs of three letters or more in every `scheme://…` address of `document`, lowercased.
    static func words(in document: TextDocument) -> Set<String> {
        let units = document.units(in: document.fullRange)
        var found: Set<String> = []
        var index = 0
        while index + 2 < units.count {
            guard units[index] == colon, units[index + 1] == slash, units[index + 2] == slash else { index += 1; continue }
            var end = index + 3
            var run: [UInt16] = []
            while end < units.count, !ends(units[end]) {
                if isLetter(units[end]) { run.append(units[end] | 0x20) } else { collect(&run, into: &found) }
                end += 1
            }
            collect(&run, into: &found)
            index = end
        }
        return found
    }

    private static func collect(_ run: inout [UInt16], into found: inout Set<String>) {
        if run.count >= 3 { found.insert(String(decoding: run, as: UTF16.self)) }
        run.removeAll(keepingCapacity: true)
    }

    private static func ends(_ unit: UInt16) -> Bool {
        unit <= 0x20 || unit == 0x22 || unit == 0x27 || unit == 0x29 || unit == 0x3E || unit == 0x5D || unit == 0x60
    }

    private static func isLetter(_ unit: UInt16) -> Bool { (0x41...0x5A).contains(unit) || (0x61...0x7A).contains(unit) }
    private static let (colon, slash): (UInt16, UInt16) = (0x3A, 0x2F)
}
