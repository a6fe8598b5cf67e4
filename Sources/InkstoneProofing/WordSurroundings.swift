import InkstoneText

/// What the characters right around a misspelt-looking word say about it (issue #26):
/// that it is a piece of a name (`iter_lines`, `set.issubset`, `req->bufs`, `Ko-fi`), a function's
/// name or argument (`popen(3)`, `acceptsLanguages(langs)`), or a word written with a
/// marker inside it (`(d)elete`, Vim's `isn''t`, `colo[u]r`). The judge reads them on the
/// document's code units; none of them looks further than the finding's line.
enum WordSurroundings {
    /// Whether `range` is a part of one or two letters that a hyphen joins to a word
    /// (`Ko-fi`, which GitHub's FUNDING.yml template names; `Wi-Fi`): a name's piece,
    /// not a slip of `if`.
    static func isShortHyphenatedPart(_ range: TextRange, in document: TextDocument) -> Bool {
        guard range.length <= 2 else { return false }
        let before = range.location >= 2 && document[range.location - 1] == hyphen && isLetter(document[range.location - 2])
        let after = range.end + 1 < document.length && document[range.end] == hyphen && isLetter(document[range.end + 1])
        return before || after
    }

    /// The tokens a slash joins the word to, with no space (`pty` of `creack/pty`,
    /// `AB-123` of `jsmith/AB-123`, `treated` of `treated/coeced`): letters, digits,
    /// `-`, `_` and inner dots.
    static func slashNeighbours(of range: TextRange, in document: TextDocument) -> [String] {
        var found: [String] = []
        if range.location >= 2 && document[range.location - 1] == 0x2F {
            var start = range.location - 1
            while start > 0 && isTokenPart(document[start - 1]) { start -= 1 }
            if start < range.location - 1 { found.append(document.string(in: TextRange(start, range.location - 1 - start))) }
        }
        if range.end + 1 < document.length && document[range.end] == 0x2F {
            var end = range.end + 1
            while end < document.length && isTokenPart(document[end]) { end += 1 }
            while end > range.end + 1 && document[end - 1] == 0x2E { end -= 1 }
            if end > range.end + 1 { found.append(document.string(in: TextRange(range.end + 1, end - range.end - 1))) }
        }
        return found.filter { $0.contains(where: { $0.isLetter || $0.isNumber }) }
    }

    /// Whether the word is two hex digits in a run of four such pairs or more joined by
    /// `:` (`a7:22:ad:8c`): a fingerprint, a MAC address, bytes.
    static func isHexByteInRun(_ range: TextRange, in document: TextDocument) -> Bool {
        guard range.length == 2 else { return false }
        let line = document.lines.line(containing: range.location).contentRange
        var start = range.location, end = range.end
        while start - 3 >= line.location && document[start - 1] == 0x3A && isHexPair(start - 3, in: document) { start -= 3 }
        while end + 3 <= line.end && document[end] == 0x3A && isHexPair(end + 1, in: document) { end += 3 }
        return isHexPair(range.location, in: document) && (end - start + 1) / 3 >= 4
    }

    private static func isHexPair(_ location: Int, in document: TextDocument) -> Bool {
        (0..<2).allSatisfy { offset in
            let unit = document[location + offset]
            return (0x30...0x39).contains(unit) || (0x61...0x66).contains(unit) || (0x41...0x46).contains(unit)
        }
    }

    /// Whether a `(` follows the word with no space (`popen(3)`, `setgroups()`,
    /// `lutimes(timeval)`): a function's name, not a sentence's word. Not a plural
    /// written `file(s)`.
    static func isCalled(_ range: TextRange, in document: TextDocument) -> Bool {
        guard range.end < document.length, document[range.end] == openParen else { return false }
        let rest = document.units(in: TextRange(range.end, min(4, document.length - range.end)))
        return !(rest.starts(with: Array("(s)".utf16)) || rest.starts(with: Array("(es)".utf16)))
    }

    /// Whether the word stands alone between a pair of quotes (`"passenv"`, `'Roboto'`,
    /// `“domotica”`), with no letter outside them: a word mentioned — an option, a key,
    /// a value — not used.
    static func isQuotedAlone(_ range: TextRange, in document: TextDocument) -> Bool {
        guard range.location >= 1, range.end < document.length else { return false }
        let (open, close) = (document[range.location - 1], document[range.end])
        guard open == close && (open == 0x22 || open == apostrophe) || open == 0x201C && close == 0x201D else { return false }
        let outside = [range.location >= 2 ? document[range.location - 2] : space, range.end + 1 < document.length ? document[range.end + 1] : space]
        return !outside.contains(where: isLetter)
    }

    /// Whether the word is a form of what a code span on its line holds: its
    /// possessive, or it with `-s`, `-d`, `-ed` or `-ing` (the guide's "`sort`
    /// and `uniq`, including uniq's `-u`", "files that are already uniqued" after
    /// `` `sort`/`uniq` ``): the writer marked it as code on that very line.
    static func isFormOfCodeSpanOnItsLine(_ range: TextRange, in document: TextDocument) -> Bool {
        let line = document.lines.line(containing: range.location).contentRange
        guard line.length <= 2_000 else { return false }
        let units = document.units(in: line)
        guard units.contains(backtick) else { return false }
        let word = document.string(in: range).lowercased()
        var spans: [String] = []
        var open: Int?
        for (index, unit) in units.enumerated() where unit == backtick {
            if let start = open {
                spans.append(String(decoding: units[(start + 1)..<index], as: UTF16.self).lowercased())
                open = nil
            } else {
                open = index
            }
        }
        // Not the word itself: prose that writes a misspelt name as the code does is still read.
        // A qualified name's last part counts (`dedented` beside `` `textwrap.dedent` ``).
        let suffixes = ["'s", "’s", "s", "d", "ed", "ing"]
        let names = spans + spans.compactMap(lastPart(ofQualified:))
        return names.contains { span in span.count >= 2 && suffixes.contains { word == span + $0 } }
    }

    /// The part of a qualified name after its last `.`, `::` or `#` (`textwrap.dedent` →
    /// `dedent`, `Foo::bar` → `bar`), when it has one and it is letters only.
    static func lastPart(ofQualified name: String) -> String? {
        guard let separator = name.lastIndex(where: { $0 == "." || $0 == ":" || $0 == "#" }) else { return nil }
        let part = name[name.index(after: separator)...]
        return !part.isEmpty && part.allSatisfy(\.isLetter) ? String(part) : nil
    }

    /// Whether a number and one space come right before the word (`59 mins`), not a
    /// name that ends in digits (`opt3 resetted`).
    static func followsNumber(_ range: TextRange, in document: TextDocument) -> Bool {
        guard range.location >= 2, document[range.location - 1] == space else { return false }
        var start = range.location - 1
        while start > 0, isDigit(document[start - 1]) || document[start - 1] == dot || document[start - 1] == comma { start -= 1 }
        return start < range.location - 1 && isDigit(document[range.location - 2]) && (start == 0 || !isLetter(document[start - 1]) && document[start - 1] != underscore)
    }

    /// Whether the word stands alone in round brackets (`(fi)`).
    static func isBracketedAlone(_ range: TextRange, in document: TextDocument) -> Bool {
        range.location >= 1 && range.end < document.length && document[range.location - 1] == openParen && document[range.end] == closeParen
    }

    /// Whether `range` is joined to the rest of a name by an underscore (`_`, or `\_`
    /// as Markdown escapes it) on either side.
    static func isPartOfSnakeCaseName(_ range: TextRange, in document: TextDocument) -> Bool {
        let before = range.location > 0 && document[range.location - 1] == underscore
        let after = range.end < document.length && (document[range.end] == underscore
            || document[range.end] == backslash && range.end + 1 < document.length && document[range.end + 1] == underscore)
        return before || after
    }

    /// Whether a dot with a name's character before it comes right before the word
    /// (`set.issubset`, `os.getcwd`, `ctx.acceptsLanguages`): a member of something
    /// code names, not a sentence's word — a sentence's full stop has a space after it.
    static func isMemberName(_ range: TextRange, in document: TextDocument) -> Bool {
        guard range.location >= 2 else { return false }
        let previous = document[range.location - 2]
        let afterName = isLetter(previous) || isDigit(previous) || previous == underscore || previous == closeParen
        // Lua's and Objective-C's method call through a colon (`list:riter()`).
        if document[range.location - 1] == colon { return isLetter(previous) && isCalled(range, in: document) }
        return document[range.location - 1] == dot && afterName
    }

    /// Whether C's arrow comes right before the word, after a name (`req->bufs`,
    /// `handle->flags`): a field of a struct, code however it is spelt.
    static func isFieldThroughPointer(_ range: TextRange, in document: TextDocument) -> Bool {
        guard range.location >= 3, document[range.location - 1] == greaterThan, document[range.location - 2] == hyphen else { return false }
        let previous = document[range.location - 3]
        return isLetter(previous) || isDigit(previous) || previous == underscore || previous == closeParen || previous == closeBracket
    }

    /// The words a hyphen joins to the word's start and end (`rubocop` for
    /// `inclusivity` in `rubocop-inclusivity`), letters and digits only.
    static func hyphenatedNeighbours(of range: TextRange, in document: TextDocument) -> [String] {
        var neighbours: [String] = []
        if range.location >= 2, document[range.location - 1] == hyphen {
            var start = range.location - 1
            while start > 0, isLetter(document[start - 1]) || isDigit(document[start - 1]) { start -= 1 }
            if start < range.location - 1 { neighbours.append(document.string(in: TextRange(start, range.location - 1 - start))) }
        }
        if range.end + 1 < document.length, document[range.end] == hyphen {
            var end = range.end + 1
            while end < document.length, isLetter(document[end]) || isDigit(document[end]) { end += 1 }
            if end > range.end + 1 { neighbours.append(document.string(in: TextRange(range.end + 1, end - range.end - 1))) }
        }
        return neighbours
    }

    /// The prefix a hyphen joins to the word's start (`re` for `entrancy` in
    /// `re-entrancy`), or nil when no prefix of `WordLexicon.prefixes` (or `co`, `de`) does.
    static func hyphenatedPrefix(of range: TextRange, in document: TextDocument) -> String? {
        guard range.location >= 3, document[range.location - 1] == hyphen else { return nil }
        var start = range.location - 1
        while start > 0, range.location - start <= 8, isLetter(document[start - 1]) { start -= 1 }
        guard start == 0 || !isLetter(document[start - 1]) && document[start - 1] != hyphen else { return nil }
        let prefix = document.string(in: TextRange(start, range.location - 1 - start)).lowercased()
        return WordLexicon.prefixes.contains(prefix) || prefix == "co" || prefix == "de" ? prefix : nil
    }

    /// Whether the word is inside the brackets of a call on its line
    /// (`request.acceptsLanguages(langs)`, `open(path, mode)`): a parameter's name. The
    /// brackets must hold only names, commas and spaces, and follow a name with no
    /// space between, as a call's do: `(see below)` in a sentence follows a space.
    static func isCallArgument(_ range: TextRange, in document: TextDocument) -> Bool {
        // A call's brackets close within `longestArguments` of the word: reading to the
        // line's start for every word made a line of words quadratic (issue #49).
        var start = range.location
        let earliest = max(0, range.location - longestArguments)
        while start > earliest, isArgumentUnit(document[start - 1]) { start -= 1 }
        guard start >= 2, document[start - 1] == openParen else { return false }
        let callee = document[start - 2]
        guard isLetter(callee) || isDigit(callee) || callee == underscore else { return false }
        var end = range.end
        let latest = min(document.length, range.end + longestArguments)
        while end < latest, isArgumentUnit(document[end]) { end += 1 }
        return end < document.length && document[end] == closeParen
    }

    /// The most units of names, commas and spaces read on either side of a word for the
    /// brackets of a call around it.
    static let longestArguments = 256

    /// Whether the word follows a one-letter key in brackets (`(d)elete`, `(C)hange`):
    /// a menu's item with its shortcut marked, whose word is the letter and the rest.
    static func followsMarkedKey(_ range: TextRange, in document: TextDocument) -> Bool {
        guard range.location >= 3, isLetter(document[range.location - 2]) else { return false }
        let (close, open) = (document[range.location - 1], document[range.location - 3])
        // A help text's option letter in brackets, at the start or inside (`[s]tandalone`,
        // `e[x]ternal`): the letter is the option's, the rest its name.
        if close == closeBracket && open == openBracket { return true }
        return close == closeParen && open == openParen && (range.location == 3 || !isLetter(document[range.location - 4]))
    }

    /// Whether letters in square brackets, which a spelling may have or leave out, join
    /// the word (`colo[u]r`, Markdown's `colo\[u\]r`): a word written two ways at once.
    static func joinsOptionalLetters(_ range: TextRange, in document: TextDocument) -> Bool {
        var index = range.end
        if index < document.length, document[index] == backslash { index += 1 }
        guard index < document.length, document[index] == openBracket else { return false }
        var letters = 0
        index += 1
        while index < document.length, isLetter(document[index]) { index += 1; letters += 1 }
        if index < document.length, document[index] == backslash { index += 1 }
        return (1...3).contains(letters) && index < document.length && document[index] == closeBracket
    }

    /// The word that Markdown emphasis inside it cuts (`*ser*ializing`, `**bold**ness`),
    /// written without its asterisks, or nil when none touches it.
    static func wordAcrossEmphasis(_ range: TextRange, in document: TextDocument) -> String? {
        var start = range.location, end = range.end
        var crossed = false
        while let before = lettersBefore(start, afterAsterisksIn: document) { (start, crossed) = (before, true) }
        while let after = lettersAfter(end, afterAsterisksIn: document) { (end, crossed) = (after, true) }
        guard crossed else { return nil }
        let letters = document.units(in: TextRange(start, end - start)).filter { $0 != asterisk }
        return String(decoding: letters, as: UTF16.self)
    }

    /// Where the letters start that one to three asterisks put before `offset`, if any.
    private static func lettersBefore(_ offset: Int, afterAsterisksIn document: TextDocument) -> Int? {
        var index = offset
        while index > 0, offset - index < 3, document[index - 1] == asterisk { index -= 1 }
        guard index < offset, index > 0, isLetter(document[index - 1]) else { return nil }
        while index > 0, isLetter(document[index - 1]) { index -= 1 }
        return index
    }

    /// Where the letters end that one to three asterisks put after `offset`, if any.
    private static func lettersAfter(_ offset: Int, afterAsterisksIn document: TextDocument) -> Int? {
        var index = offset
        while index < document.length, index - offset < 3, document[index] == asterisk { index += 1 }
        guard index > offset, index < document.length, isLetter(document[index]) else { return nil }
        while index < document.length, isLetter(document[index]) { index += 1 }
        return index
    }

    /// The contraction the word goes on to with its apostrophe written another way —
    /// twice (`isn''t`, `don''t`: how Vim script and SQL write `'` inside a quoted string)
    /// or as an HTML character reference (`isn&rsquo;t`, `it&#39;s`: RxSwift's generated
    /// docs), or escaped in a single-quoted string (`'hooks aren\'t overriden'`: got's
    /// tests) — written with a plain apostrophe (`isn't`); nil when it goes on otherwise.
    static func contraction(continuing range: TextRange, in document: TextDocument) -> String? {
        guard range.end + 2 < document.length else { return nil }
        let escapes = switch document[range.end] {
        case apostrophe: ["''"]
        case ampersand: apostropheReferences
        case backslash: ["\\'"]
        default: [String]()
        }
        guard let escape = escapes.first(where: { has($0, at: range.end, in: document) }) else { return nil }
        let start = range.end + escape.utf16.count
        var end = start
        while end < document.length, isLetter(document[end]) { end += 1 }
        let ending = String(decoding: document.units(in: TextRange(start, end - start)), as: UTF16.self)
        guard contractionEndings.contains(ending.lowercased()) else { return nil }
        return document.string(in: range) + "'" + ending
    }

    private static let apostropheReferences = ["&rsquo;", "&apos;", "&#39;", "&#039;", "&#x27;", "&#8217;", "&#x2019;"]

    /// Whether the word is a letter in quotes and the rest of a word (`'w'ide`: htop's
    /// README marks the `w` of its package's name so): a word with a letter marked.
    static func followsQuotedLetter(_ range: TextRange, in document: TextDocument) -> Bool {
        guard range.location >= 1, range.length >= 3, document[range.location - 1] == apostrophe,
              isLetter(document[range.location]), document[range.location + 1] == apostrophe else { return false }
        return range.location == 1 || !isLetter(document[range.location - 2])
    }

    /// The word that goes on from a code span of letters (typer's ``"`V`erbose"``,
    /// ``"`F`ile"``: the letter a flag is named by, marked; ReactiveSwift's
    /// ``"`success`ful"``: a suffix on a value's name), written without the backticks;
    /// nil when no such span comes right before it.
    static func wordAfterCodeSpanLetters(_ range: TextRange, in document: TextDocument) -> String? {
        guard range.location >= 3, document[range.location - 1] == backtick else { return nil }
        var start = range.location - 1
        while start > 0, range.location - 1 - start < Thresholds.longestWord, isLetter(document[start - 1]) { start -= 1 }
        guard start < range.location - 1, start >= 1, document[start - 1] == backtick,
              start == 1 || !isLetter(document[start - 2]) && document[start - 2] != backtick else { return nil }
        return document.string(in: TextRange(start, range.location - 1 - start)) + document.string(in: range)
    }

    /// Whether `document` has `text` at `offset`.
    private static func has(_ text: String, at offset: Int, in document: TextDocument) -> Bool {
        let units = Array(text.utf16)
        guard offset + units.count <= document.length else { return false }
        return units.indices.allSatisfy { document[offset + $0] == units[$0] }
    }

    private static let contractionEndings: Set<String> = ["t", "s", "re", "ve", "ll", "d", "m"]

    private static func isArgumentUnit(_ unit: UInt16) -> Bool {
        isLetter(unit) || isDigit(unit) || unit == underscore || unit == comma || unit == space
    }

    private static let colon: UInt16 = 0x3A
    private static func isLetter(_ unit: UInt16) -> Bool { (0x41...0x5A).contains(unit) || (0x61...0x7A).contains(unit) }
    private static func isTokenPart(_ unit: UInt16) -> Bool { isLetter(unit) || isDigit(unit) || unit == 0x2D || unit == 0x5F || unit == 0x2E }
    private static func isDigit(_ unit: UInt16) -> Bool { (0x30...0x39).contains(unit) }

    private static let (hyphen, underscore, backslash, dot, comma, space): (UInt16, UInt16, UInt16, UInt16, UInt16, UInt16)
        = (0x2D, 0x5F, 0x5C, 0x2E, 0x2C, 0x20)
    private static let (asterisk, ampersand, backtick): (UInt16, UInt16, UInt16) = (0x2A, 0x26, 0x60)
    private static let (openParen, closeParen, apostrophe): (UInt16, UInt16, UInt16) = (0x28, 0x29, 0x27)
    private static let (openBracket, closeBracket, greaterThan): (UInt16, UInt16, UInt16) = (0x5B, 0x5D, 0x3E)
}
