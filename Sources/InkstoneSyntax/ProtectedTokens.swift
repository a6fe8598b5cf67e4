import Foundation
import InkstoneText

/// Things inside prose that must never be changed or spell-checked: URLs, e-mail
/// addresses, file paths, file names with a common extension and bare host names
/// (`nodejs.org`, `github.com/owner/repo`), media types (`application/hal+json`), issue references (`owner/repo#12`), HTML
/// character references (`&mdash;`), hex numbers, hashes, UUIDs, printf-style conversions (`%ld`) and
/// command-line flags (`-Wextra`, `--no-cache`, `-fvisibility=hidden`).
enum ProtectedTokens {
    /// Each kind of token's expression, in the order they are tried, with the characters
    /// (ASCII) a word must hold for it to match: a word is tried only with those it holds
    /// the characters of (the alternatives it lacks could not match there anyway).
    static let alternatives: [(pattern: String, needs: Features)] = [
        (#"\b[A-Za-z][A-Za-z0-9+.-]*://[^\s<>"'`]+[^\s<>"'`.,;:!?)\]]"#, [.colon, .slash]),
        (#"\bwww\.[^\s<>"'`]+[^\s<>"'`.,;:!?)\]]"#, [.dot]),
        (#"\b[\w.+-]+@[\w-]+(?:\.[\w-]+)+\b"#, [.at, .dot]),
        // A media type (`application/hal+json`, `image/svg+xml`).
        (#"\b(?:application|audio|font|image|message|model|multipart|text|video)/[\w.+-]*\w"#, [.slash]),
        // A path, with the query a request adds (`GET /resource/confirmation?confirmation_token=abcdef`).
        (#"(?<![\w/~.])(?:~|\.{1,2})?/[\w.-]+(?:/[\w.-]+)*/?(?:\?[\w.%=&+-]+)?"#, [.slash]),
        // A relative path to a file, or to a dotfile (`zdotdir/.zprofile`).
        (#"\b[\w-]+(?:/[\w.-]+)*/[\w-]*\.[A-Za-z0-9]+\b"#, [.slash, .dot]),
        // A host and a path with no scheme (`github.com/mochajs/mocha/pulls`), before a file name
        // takes its host alone; and an issue of a repository (`mochajs/mocha#5409`).
        (#"\b(?:[\w-]+\.)+(?:com|org|net|io|dev|edu|gov|app|co|ai)(?:/[\w.~%+-]+)+/?"#, [.dot, .slash]),
        (#"\b[\w.-]+/[\w.-]+#\d+\b"#, [.slash, .hash]),
        // A git remote written scp-style (`github.com:chbrown/node-optimist`).
        (#"\b(?:[\w-]+\.)+(?:com|org|net|io)\:[\w.-]+/[\w.-]+"#, [.dot, .colon, .slash]),
        (#"\b[\w-]+\.(?:"# + FileNames.extensionAlternatives + #")\b"#, [.dot]),
        (#"\b0[xX][0-9a-fA-F]+\b"#, [.digit]),
        (#"\b[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}\b"#, [.dash]),
        (#"\b(?=[0-9a-f]*[0-9])(?=[0-9a-f]*[a-f])[0-9a-f]{7,64}\b"#, [.digit]),
        // A repository and its ref, as GitHub Actions name them: actions/checkout@v4,
        // github/codeql-action/autobuild@3ab4101.
        (#"\b[\w.-]+/[\w.-]+(?:/[\w.-]+)*@[\w.-]+"#, [.slash, .at]),
        // A character reference of HTML and XML: `&mdash;`, `&#8212;`, `&#x2014;`.
        (#"&(?:[A-Za-z][A-Za-z0-9]{1,30}|#\d{1,7}|#[xX][0-9a-fA-F]{1,6});"#, [.ampersand]),
        // A flag: a hyphen or two that start a word, then a letter (not "- item", "e-mail").
        (#"(?<![\w\-])--?[A-Za-z][\w\-+]*(?:=[^\s,;)\]'"`]*)?"#, [.dash]),
        // printf-style conversions in strings: %ld, %-8.3f, %(name)s.
        // Not after a digit (100%sure) nor before a letter (LIKE '%smith%').
        (#"(?<!\d)%(?:\([A-Za-z_]\w*\))?[-+#0]*(?:\d+|\*)?(?:\.(?:\d+|\*))?(?:hh|h|ll|l|L|q|j|z|t)?[diouxXeEfFgGaAcsrpn](?!\p{L})"#, [.percent]),
    ]

    /// Every alternative at once: what the expressions of a word's characters find.
    static let expression = try! NSRegularExpression(pattern: alternatives.map(\.pattern).joined(separator: "|"))

    /// The ASCII characters a token's expression needs.
    struct Features: OptionSet, Hashable, Sendable {
        let rawValue: Int
        static let slash = Features(rawValue: 1), at = Features(rawValue: 2), percent = Features(rawValue: 4)
        static let ampersand = Features(rawValue: 8), dash = Features(rawValue: 16), dot = Features(rawValue: 32)
        static let colon = Features(rawValue: 64), hash = Features(rawValue: 128), digit = Features(rawValue: 256)

        init(rawValue: Int) { self.rawValue = rawValue }

        init(of word: ArraySlice<UInt16>) {
            var features: Features = []
            for unit in word {
                switch unit {
                case 0x2F: features.insert(.slash)
                case 0x40: features.insert(.at)
                case 0x25: features.insert(.percent)
                case 0x26: features.insert(.ampersand)
                case 0x2D: features.insert(.dash)
                case 0x2E: features.insert(.dot)
                case 0x3A: features.insert(.colon)
                case 0x23: features.insert(.hash)
                case 0x30...0x39: features.insert(.digit)
                default: break
                }
            }
            self = features
        }
    }

    /// The expression of the alternatives whose characters `features` holds, in their
    /// order (nil when none is), made once for each set.
    static func expression(for features: Features) -> NSRegularExpression? {
        lock.lock()
        defer { lock.unlock() }
        if let known = made[features] { return known }
        let patterns = alternatives.filter { features.isSuperset(of: $0.needs) }.map(\.pattern)
        let expression = patterns.isEmpty ? nil : try! NSRegularExpression(pattern: patterns.joined(separator: "|"))
        made[features] = expression
        return expression
    }

    nonisolated(unsafe) private static var made: [Features: NSRegularExpression?] = [:]
    private static let lock = NSLock()

    /// Every token has a '/', an '@', a '%', an '&', a digit, a '.' followed by a letter or digit
    /// (a file name, not a full stop) or after "www", a '-' between hex digits (a UUID made of
    /// letters) or a '-' that starts a flag: text without any is skipped without running
    /// the expression (most comments and strings).
    static func mayHoldToken(_ range: TextRange, of document: TextDocument) -> Bool {
        mayHoldToken(document.units(in: range)[...])
    }

    static func mayHoldToken(_ units: ArraySlice<UInt16>) -> Bool {
        for index in units.indices {
            let unit = units[index]
            if unit == 0x2F || unit == 0x40 || unit == 0x25 || unit == 0x26 || (0x30...0x39).contains(unit) { return true }
            if unit == 0x2E, index + 1 < units.endIndex, isAlphanumeric(units[index + 1]) { return true }
            if unit == 0x2E, index - 3 >= units.startIndex, units[(index - 3)..<index].elementsEqual([0x77, 0x77, 0x77]) { return true }
            if unit == 0x2D, index > units.startIndex, index + 1 < units.endIndex, isHexLetter(units[index - 1]),
               isHexLetter(units[index + 1]) { return true }
            if unit == 0x2D, startsFlag(units, at: index) { return true }
        }
        return false
    }

    /// Whether the '-' at `index` starts a flag: no letter, digit or '-' before it, a
    /// letter (after a second '-') after it.
    private static func startsFlag(_ units: ArraySlice<UInt16>, at index: Int) -> Bool {
        if index > units.startIndex, isWordCharacter(units[index - 1]) || units[index - 1] == 0x2D { return false }
        var next = index + 1
        if next < units.endIndex, units[next] == 0x2D { next += 1 }
        return next < units.endIndex && isLetter(units[next])
    }

    private static func isLetter(_ unit: UInt16) -> Bool {
        (0x41...0x5A).contains(unit) || (0x61...0x7A).contains(unit)
    }

    private static func isAlphanumeric(_ unit: UInt16) -> Bool {
        (0x30...0x39).contains(unit) || (0x41...0x5A).contains(unit) || (0x61...0x7A).contains(unit) || unit == 0x5F || unit >= 0x80
    }

    /// Whether the expression's `\\w` matches `unit` for sure: `’` and a surrogate half
    /// (an emoji) do not, so a `-` after them may start a flag.
    private static func isWordCharacter(_ unit: UInt16) -> Bool {
        if unit < 0x80 { return isAlphanumeric(unit) }
        guard let scalar = Unicode.Scalar(unit) else { return false }
        let properties = scalar.properties
        return properties.isAlphabetic || properties.numericType == .decimal
            || [.nonspacingMark, .spacingMark, .enclosingMark, .connectorPunctuation].contains(properties.generalCategory)
    }

    private static func isHexLetter(_ unit: UInt16) -> Bool {
        (0x41...0x46).contains(unit) || (0x61...0x66).contains(unit)
    }

    /// The token ranges inside `range` of the document. No token holds white space, so
    /// the expression runs only over the words that might hold one, joined by spaces
    /// (the same matches as over the whole text, far less text), and each word only
    /// with the alternatives whose characters it holds (`expression(for:)`; the
    /// whole `expression` when `byFeatures` is false, as a test compares).
    static func ranges(in range: TextRange, of document: TextDocument, byFeatures: Bool = true) -> [TextRange] {
        guard range.length > 0, mayHoldToken(range, of: document) else { return [] }
        let units = document.units(in: range)
        var found: [TextRange] = []
        // The words to read, joined by the expression that reads them.
        var groups: [Features: (joined: [UInt16], origins: [(joined: Int, document: Int)])] = [:]
        var start = 0
        while start < units.count {
            guard !UTF16Text.isWhiteSpace(units[start]) else { start += 1; continue }
            var end = start
            while end < units.count && !UTF16Text.isWhiteSpace(units[end]) { end += 1 }
            let word = units[start..<end]
            if FileNames.isSimple(word) {
                // Most words are simple: only one with a dot can be a file name.
                if word.contains(0x2E) { found += FileNames.matches(in: word, at: range.location) }
            } else if mayHoldToken(word) && (hasSeparator(word) || mayHoldNumber(word) || word.contains(0x25) || word.contains(0x2D)
                        || word.contains(0x26)) {
                let features = byFeatures ? Features(of: word) : []
                var group = groups[features] ?? ([], [])
                if !group.joined.isEmpty { group.joined.append(0x20) }
                group.origins.append((group.joined.count, range.location + start))
                group.joined += word
                groups[features] = group
            }
            start = end
        }
        for (features, group) in groups {
            guard let expression = byFeatures ? expression(for: features) : expression else { continue }
            let text = UTF16Text.string(group.joined)
            found += expression.matches(in: text, range: NSRange(location: 0, length: group.joined.count)).map { match in
                let origin = group.origins[RangeSet.firstIndex(in: group.origins) { $0.joined > match.range.location } - 1]
                return TextRange(origin.document + match.range.location - origin.joined, match.range.length)
            }
        }
        return found.sorted { $0.location < $1.location }
    }

    /// Without '/', '@' or '.', only the number patterns can match: `0x…`, a UUID or a
    /// hash, each with a run of seven or more hex digits or a `0x`.
    private static func hasSeparator(_ word: ArraySlice<UInt16>) -> Bool {
        word.contains { $0 == 0x2F || $0 == 0x40 || $0 == 0x2E }
    }

    private static func mayHoldNumber(_ word: ArraySlice<UInt16>) -> Bool {
        var run = 0
        var previous: UInt16 = 0
        for unit in word {
            if unit | 0x20 == 0x78 && previous == 0x30 { return true }
            run = isHexDigit(unit) ? run + 1 : 0
            if run >= 7 { return true }
            previous = unit
        }
        return false
    }

    private static func isHexDigit(_ unit: UInt16) -> Bool {
        (0x30...0x39).contains(unit) || isHexLetter(unit)
    }
}
