import Foundation

/// "a apple", "an banana": the article that does not match the sound of the next word,
/// with the exceptions of sound (an hour, a university, a unary). An acronym is read
/// letter by letter when it cannot be read as a word (an HTTP, a URL, an NSRange, a
/// UILabel); one that can (REST, NUL, JSON, FAQ, SAXParser) is read either way by
/// people, so it is left alone. A capital `A` inside a sentence names something
/// (module A, Ctrl+A) and is no article; nor is an `a` that code uses as a name
/// (`a is None`, `-A flag`, `the a option`, `type:A`), nor an HTML tag's (`<a id>`), nor Doxygen's and Javadoc's
/// command for an argument (`@a o`, `\a buffer`), nor the word an identifier starts with
/// (`a url_prefix`).
/// A name starting with E, O or U, and a word no English word starts like (`ngram`,
/// `nginx`), are read either way.
public struct ArticleRule: GrammarRule {
    public static let rule = RuleBook.codeRule("a-an")

    /// The article, then a word (with the digits of a name such as `MP3`), or a number
    /// with an ordinal's or a compound's ending (`8-byte`, `11th`); not a decimal (`2.5x`).
    private static let expression = try! NSRegularExpression(pattern: #"(?<![-+`'"/\\.\w<@:])([Aa]n?)"# + gap
        + #"(\p{L}[\p{L}'’-]*\d*|\d+(?:st|nd|rd|th|-\p{L}[\p{L}'’-]*)?)(?![\w:]|\.\w)"#)

    /// Words that follow a name, never an article (`a is None`, `module A and B`).
    private static let notAfterAnArticle: Set<String> = [
        "is", "are", "was", "were", "has", "have", "had", "and", "or", "of", "to", "in", "on", "at", "by", "for", "with",
        "if", "then", "else", "again", "after", "before", "from", "into", "as", "be", "will", "can", "not",
        // A pronoun after a stray article (`a it's part of`) is no question of a or an.
        "it", "it's", "its", "i",
        // Adverbs and prepositions no article comes before: `if a also has the op` (a
        // parameter `a`). Not `already` or `always` (`an already existing file`), nor a second
        // article: `from a an existing set` is a slip.
        "also", "until", "unless", "upon", "onto", "instead", "isn't", "aren't", "wasn't",
    ]

    func mayMatch(_ scan: GrammarPrefilter) -> Bool { scan.mayHaveArticle }

    /// The last run of characters without white space in `text` before `location`: read
    /// from the 256 units before it, and from the start only when the run may go on
    /// further back (a long text's every article split the whole text before it).
    static func lastWord(before location: Int, in text: NSString) -> String? {
        var start = max(0, location - 256)
        if start > 0 && UTF16.isTrailSurrogate(text.character(at: start)) { start -= 1 }
        let window = text.substring(with: NSRange(location: start, length: location - start))
        let words = window.split(whereSeparator: \.isWhitespace)
        if start > 0 && (words.last.map { $0.startIndex == window.startIndex } ?? true) {
            return text.substring(to: location).split(whereSeparator: \.isWhitespace).last.map(String.init)
        }
        return words.last.map(String.init)
    }

    func findings(in text: String, at offset: Int) -> [Finding] {
        let ns = text as NSString
        return matches(Self.expression, text).compactMap { match in
            let article = ns.substring(with: match.range(at: 1))
            let next = ns.substring(with: match.range(at: 2))
            // An article written twice (`a a Docker file`) is the repeated-word rule's: `an`
            // would be no fix.
            // `the a option`: after a determiner, `a` is a name, not an article.
            let before = Self.lastWord(before: match.range(at: 1).location, in: ns)?.lowercased()
            guard !Self.notAfterAnArticle.contains(next.lowercased()), next.lowercased() != article.lowercased(),
                  !["the", "a", "an", "this", "that", "its", "their", "our", "your", "my"].contains(before ?? ""),
                  // `@param a Annotated …`: a doc comment's tag names the parameter that follows.
                  !["@param", "@arg", "@argument", "@tparam", "@field", "@property", ":param"].contains(before ?? ""),
                  article.first == "a" || Self.startsASentence(ns, at: match.range(at: 1).location),
                  article != "a" || !Self.isPlural(next.lowercased()),
                  let wantsAn = Self.soundsLikeVowel(next) else { return nil }
            guard wantsAn != (article.lowercased() == "an") else { return nil }
            let fixed = wantsAn ? (article.first == "A" ? "An" : "an") : (article.first == "A" ? "A" : "a")
            return finding(match.range(at: 1), in: text, at: offset, message: "use '\(fixed)' before '\(next)'", suggestions: [fixed])
        }
    }

    /// Whether only white space, an opening quote or bracket, or nothing lies between
    /// `location` and the previous sentence end or line start.
    static func startsASentence(_ text: NSString, at location: Int) -> Bool {
        var index = location - 1
        while index >= 0, let scalar = Unicode.Scalar(text.character(at: index)), scalar == " " || scalar == "\t" || "\"'(“‘[*".unicodeScalars.contains(scalar) {
            index -= 1
        }
        guard index >= 0, let before = Unicode.Scalar(text.character(at: index)) else { return true }
        return ".!?:\n\r-•".unicodeScalars.contains(before)
    }

    /// Whether a word starts with a vowel sound; nil when people read it both ways.
    static func soundsLikeVowel(_ word: String) -> Bool? {
        // FIPS-enabled is read as FIPS; SHA256, MP3, Z80 as their letters before the digits.
        var word = String(word.prefix { $0 != "-" })
        if let first = word.first, first.isLetter { word = String(word.prefix { !$0.isNumber }) }
        if let first = word.unicodeScalars.first, ("0"..."9").contains(first) { return numberSoundsLikeVowel(word) }
        let letters = Array(word)
        // A letter is read as its name: an x, an X.509, a b; a sign that is no Latin letter
        // (ℹ, read "info") as what it stands for, either way.
        if letters.count == 1 { return letters[0].isASCII ? "aefhilmnorsx".contains(letters[0].lowercased()) : nil }
        // str, ctx, msg are read as the words they stand for (a string), ls and fzf as
        // letters (an ls): either way.
        if !letters.contains(where: \.isUppercase) && !word.contains(where: Self.isVowel) { return nil }
        // li, xor: a short lowercase word the frequency list lacks is read as its letters
        // by some ("an el-eye element") and as a word by others: judged only where both
        // readings agree (an id, a pk).
        if letters.count <= 3 && word == word.lowercased() && WordFrequencies.english.rank(of: word) == nil {
            let byLetters = "aefhilmnorsx".contains(letters[0]), asWord = "aeiou".contains(letters[0])
            return byLetters == asWord ? asWord : nil
        }
        // Msg, Cmd, Ctx: a type named by an abbreviation in title case is read as its word
        // (a Msg, "a message"), or by some as letters: either way (issue #26).
        if letters[0].isUppercase && letters.dropFirst().allSatisfy(\.isLowercase) && !word.lowercased().contains(where: Self.isVowel) {
            return nil
        }
        let capitals = letters.prefix { $0.isUppercase }
        // SQLite, SQLModel: a name on an acronym read either way is read either way.
        if capitals.count >= 3 && readBothWays.contains(String(capitals.prefix(3))) { return nil }
        // HEEx: capitals that can be said as a word, then a letter or two, are read as one
        // word ("a heex template") by the people who write it.
        if capitals.count > 2 && letters.count - capitals.count <= 2 && capitals.count < letters.count && isPronounceable(String(capitals)) {
            return nil
        }
        // One capital before a capitalised word (XUnit, OAuth, XPath): the letter is read
        // by its name, "an ex-unit".
        if capitals.count == 2 && letters.count > 2 { return "AEFHILMNORSX".contains(letters[0]) }
        // An acronym alone (HTTP) or leading a name (NSRange: "NS", UILabel: "UI").
        let acronym = capitals.count == letters.count ? capitals : capitals.count > 1 ? capitals.dropLast() : []
        // A common English word in capitals (ONE, UNIQUE, EUROPEAN) is read as the word,
        // below; the frequency list's rarer entries hold acronyms too (ssh).
        let isShoutedWord = capitals.count == letters.count && letters.count >= 3
            && (WordFrequencies.english.rank(of: word.lowercased()) ?? Int.max) < Self.commonWordRank
        // LED, RAM, SET: a common word of three letters in capitals is as often an acronym
        // said by its letters ("an el-ee-dee"): where the two readings differ, either stands.
        if isShoutedWord && letters.count == 3 && readEitherWay.contains(letters[0]) { return nil }
        if !isShoutedWord, acronym.count > 1 || (letters.count > 1 && !word.lowercased().contains(where: Self.isVowel)) {
            let read = acronym.count > 1 ? String(acronym) : word.uppercased()
            // Read as letters or as a word, most first letters sound alike: A, E, I and O
            // as vowels (an API, an IDE, an ORM), U as "you" (a USB) and B, C, D, G … Z as
            // consonants (a JSON, a GUI). Only F, H, L, M, N, R, S and X are said with a
            // vowel as letters and without one in a word (an FAQ, a FAQ).
            // A long word in capitals starting with U is a word as often (an UNRELEASED build).
            if let first = read.first, !Self.readEitherWay.contains(first) {
                return first == "U" && read.count > 4 ? nil : "AEIO".contains(first)
            }
            if isPronounceable(read) { return nil }
            if readBothWays.contains(String(read.prefix(3))) { return nil }
            // RESTful, JSONish: a word in capitals with a suffix is read as the word.
            let rest = String(letters.dropFirst(capitals.count))
            if capitals.count < letters.count && isPronounceable(String(capitals)) && suffixes.contains(rest) { return nil }
            return "AEFHILMNORSX".contains(read.first!)
        }
        let lower = word.lowercased()
        for prefix in ["hour", "honest", "honor", "honour", "heir", "unin", "unim"] where lower.hasPrefix(prefix) { return true }
        for prefix in ["uni", "use", "usa", "usi", "usu", "uti", "unar", "ubiq", "eu", "ewe", "one", "once", "ure", "uri", "uro", "ura", "unanim"] where lower.hasPrefix(prefix) {
            return false
        }
        // ngram, nginx, mkdir: no English word starts so, and people read the letters.
        if lower.count > 1, !isVowel(letters[0].lowercased().first!), !isVowel(letters[1].lowercased().first!),
           !onsets.contains(String(lower.prefix(2))) {
            return nil
        }
        // xor, xterm, xargs: an x that starts a word is said "ex" by most, "z" by some.
        if lower.first == "x" { return nil }
        // A name starting with E, O or U is read either way: a Unix, an Ubuntu; a
        // European, an Ethernet.
        if letters[0].isUppercase && "EOU".contains(letters[0]) { return nil }
        return "aeiou".contains(lower.first!)
    }

    /// `groups of a elements`: before a plural an `a` is a name (a variable, an HTML tag),
    /// not an article, whose noun is singular. Not `an`, which names nothing: `an
    /// milliseconds value` is a slip.
    static func isPlural(_ lowercase: String) -> Bool {
        guard lowercase.count > 3, lowercase.hasSuffix("s"), !lowercase.hasSuffix("ss") else { return false }
        return WordFrequencies.english.rank(of: lowercase) != nil && WordFrequencies.english.rank(of: String(lowercase.dropLast())) != nil
    }

    /// How common a word in capitals must be to be read as the word (`ONE` is 48th,
    /// `UNIQUE` 1,238th; `ssh` is 9,926th).
    static let commonWordRank = 3_000

    /// The capitals whose letter's name starts with a vowel and whose sound in a word does
    /// not: an acronym starting with one may be read either way.
    private static let readEitherWay: Set<Character> = ["F", "H", "L", "M", "N", "R", "S", "X"]

    /// How a number is said: `8`, `80`, `8,000` with "eight", `11` and `18` (and their
    /// thousands) with "eleven" and "eighteen"; `1100` as "eleven hundred" or "one
    /// thousand one hundred" (nil: either way); the rest with a consonant (`a 1`, `a 100`).
    static func numberSoundsLikeVowel(_ token: String) -> Bool? {
        let digits = Array(token.prefix { $0.isASCII && $0.isNumber })
        guard let first = digits.first else { return nil }
        if first == "8" { return true }
        guard digits.count >= 2, first == "1", digits[1] == "1" || digits[1] == "8" else { return false }
        switch digits.count {
        case 2, 5, 8: return true
        case 4: return nil
        default: return false
        }
    }

    /// Acronyms people read both as letters and as a word: an S-Q-L, a sequel.
    private static let readBothWays: Set<String> = ["SQL"]

    /// What follows an acronym read as a word: RESTful, JSONish, FAQs.
    private static let suffixes: Set<String> = ["ful", "ish", "less", "like", "s", "es", "y", "ly"]

    /// The two consonants English words start with.
    private static let onsets: Set<String> = Set("""
        bl br ch cl cr cz dr dw fl fr gh gl gn gr kh kl kn kr ph pl pn pr ps pt qu rh sc sh sk sl sm sn sp sq st sv sw \
        th tr ts tw vl wh wr zh
        """.split(whereSeparator: { $0.isWhitespace || $0 == "\\" }).map(String.init))

    private static func isVowel(_ character: Character) -> Bool { "aeiouy".contains(character) }

    /// A capitalised word with a consonant before a vowel can be said as a word
    /// (REST, NUL, JSON, FAQ); URL, HTTP, UI and SQL cannot.
    static func isPronounceable(_ capitals: String) -> Bool {
        let letters = Array(capitals.lowercased())
        return letters.count > 2 && zip(letters, letters.dropFirst()).contains { !isVowel($0) && isVowel($1) }
    }
}
