/// The parts of speech of English word forms, with each reading's lemma and how common
/// it is: `dictionaries/en-parts-of-speech.tsv`, generated from WordNet and Hunspell's
/// en_US by `scripts/gen_wordnet_words.py`. Looked up by binary search over the sorted
/// rows, so that the 85,000 forms cost their bytes and an offset each, read only when a
/// rule asks for a part of speech.
struct WordForms: Sendable {
    struct Reading: Sendable, Equatable {
        let tag: PartOfSpeech
        let lemma: String
        /// WordNet's count of tagged senses of the lemma in this part of speech.
        let count: Int
    }

    private let bytes: [UInt8]
    private let lineStarts: [Int32]

    static let english = WordForms(text: EmbeddedDictionaries.byName["dictionaries/en-parts-of-speech.tsv"] ?? "")

    init(text: String) {
        bytes = Array(text.utf8)
        var starts: [Int32] = []
        var start = 0
        for (index, byte) in bytes.enumerated() where byte == 0x0A {
            if index > start { starts.append(Int32(start)) }
            start = index + 1
        }
        if start < bytes.count { starts.append(Int32(start)) }
        lineStarts = starts
    }

    var count: Int { lineStarts.count }

    /// The readings of `form` (lowercase), none when the list lacks it.
    func readings(of form: String) -> [Reading] {
        let key = Array(form.utf8)
        var (low, high) = (0, lineStarts.count)
        while low < high {
            let middle = (low + high) / 2
            switch compare(key, line: middle) {
            case .orderedSame: return readings(line: middle, form: form)
            case .orderedAscending: high = middle
            case .orderedDescending: low = middle + 1
            }
        }
        return []
    }

    private enum Order { case orderedAscending, orderedSame, orderedDescending }

    private func compare(_ key: [UInt8], line: Int) -> Order {
        var index = Int(lineStarts[line])
        for byte in key {
            let other = bytes[index]
            if other == 0x09 { return .orderedDescending }
            if byte != other { return byte < other ? .orderedAscending : .orderedDescending }
            index += 1
        }
        return bytes[index] == 0x09 ? .orderedSame : .orderedAscending
    }

    /// `TAG/count` or `TAG/lemma/count` cells after the form's tab.
    private func readings(line: Int, form: String) -> [Reading] {
        let start = Int(lineStarts[line])
        let end = line + 1 < lineStarts.count ? Int(lineStarts[line + 1]) - 1 : bytes.count
        guard let tab = bytes[start..<end].firstIndex(of: 0x09) else { return [] }
        return bytes[(tab + 1)..<end].split(separator: 0x20).compactMap { cell in
            let parts = cell.split(separator: 0x2F, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
            guard parts.count >= 2, let tag = PartOfSpeech(rawValue: parts[0]), let count = Int(parts[parts.count - 1]) else { return nil }
            return Reading(tag: tag, lemma: parts.count == 3 ? parts[1] : form, count: count)
        }
    }
}
