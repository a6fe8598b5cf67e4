import InkstoneText

/// A string of a test or an example file that reads as a message — three words or more,
/// `"Unxpected allocation failure"`, `"Could not inialize the emitter"` — is read for the
/// misspellings codespell's dictionary lists, and for nothing else: the file's strings are
/// test data (`TestPaths`, issue #26), odd on purpose (`abc`, `qrst`, a name, a word the
/// test misspells to see it corrected), but a listed misspelling in a sentence is what a
/// person wrote in a message a failure or a run prints (the labelled corpus held twenty
/// such real typos in test and example strings, none reported). A string that also writes
/// the correction nearby (`correct("I recieve it") == "I receive it"`) is a test's input
/// and expected output: left alone (a part of a name, `yaml_emitter_initialize`, is no
/// such correction). So is a word the string quotes or joins to other
/// characters (`last read: 'nulk'`, `hel%s`, `gettin'`): the test's input, shown; and
/// every word of a string that holds another word no dictionary has and no list names
/// (`sono stati`, `die Methode`): another language, or data.
enum TestDataMessages {
    /// Words a string needs to read as a message.
    static let minimumWords = 3
    /// How many lines around a finding are searched for its correction.
    static let correctionReach = 2

    /// The literals of `data` that read as messages.
    static func messages(in data: [TextRange], of document: TextDocument) -> [TextRange] {
        data.filter { readsAsMessage(document.units(in: $0)) }
    }

    /// Whether a string's text has `minimumWords` words of two letters or more, parted by
    /// spaces, and is mostly letters and spaces (not a path, a format or a table row).
    static func readsAsMessage(_ units: [UInt16]) -> Bool {
        var words = 0, letters = 0, run = 0, spaces = 0
        for unit in units + [0x20] {
            if isLetter(unit) {
                run += 1
                letters += 1
                continue
            }
            if unit == 0x20 { spaces += 1 }
            if run >= 2 { words += 1 }
            run = 0
        }
        return words >= minimumWords && 10 * (letters + spaces - 1) >= 8 * units.count
    }

    /// Of the spelling findings in the message strings `messages`, those codespell's
    /// dictionary lists, standing alone in a string of words all of which a dictionary
    /// has or the list names, whose correction no line near them writes.
    static func listedMisspellings(_ findings: [Finding], messages: [TextRange], in document: TextDocument) -> [Finding] {
        let spelling = findings.filter { $0.rule == Rule.spelling.id }
        let unlisted = spelling.filter { KnownMisspellings.entry(for: $0.text) == nil }
        return spelling.filter { finding in
            guard let entry = KnownMisspellings.entry(for: finding.text),
                  let message = messages.first(where: { $0.contains(finding.range) }),
                  !unlisted.contains(where: { message.contains($0.range) }),
                  standsAlone(finding.range, in: message, of: document) else { return false }
            let nearby = nearbyWords(of: finding.range, in: document)
            return !entry.corrections.contains { nearby.contains($0.lowercased()) }
        }
    }

    /// Whether the characters either side of `range` inside `message` are a space, the
    /// string's end or a sentence's mark: not a quote, `%`, `{`, an apostrophe.
    private static func standsAlone(_ range: TextRange, in message: TextRange, of document: TextDocument) -> Bool {
        // A backslash starts an escape that ends a message's line (`"Could not inialize\n"`).
        let allowed: Set<UInt16> = [0x20, 0x09, 0x2E, 0x2C, 0x3B, 0x3A, 0x21, 0x3F, 0x28, 0x29, 0x5C]
        let before = range.location > message.location ? document[range.location - 1] : nil
        let after = range.end < message.end ? document[range.end] : nil
        return before.map(allowed.contains) ?? true && after.map(allowed.contains) ?? true
    }

    /// The lowercase words of the lines within `correctionReach` of `range`.
    private static func nearbyWords(of range: TextRange, in document: TextDocument) -> Set<String> {
        let lines = document.lines
        let index = lines.line(containing: range.location).index
        let first = lines.line(at: max(0, index - correctionReach)).start
        let lastLine = lines.line(at: min(lines.count - 1, index + correctionReach))
        let units = document.units(in: TextRange(first, lastLine.start + lastLine.length - first))
        var words: Set<String> = [], word: [UInt16] = []
        // A name's characters join its parts: `yaml_emitter_initialize` writes no
        // correction of `inialize`, a string's `initialize` does.
        for unit in units + [0x20] {
            if isLetter(unit) || unit == 0x27 || unit == 0x2D || unit == 0x5F || (0x30...0x39).contains(unit) {
                word.append(unit)
            } else if !word.isEmpty {
                words.insert(String(decoding: word, as: UTF16.self).lowercased())
                word = []
            }
        }
        return words
    }

    private static func isLetter(_ unit: UInt16) -> Bool {
        if unit < 0x80 { return (0x41...0x5A).contains(unit) || (0x61...0x7A).contains(unit) }
        return Unicode.Scalar(unit)?.properties.isAlphabetic ?? false
    }
}
