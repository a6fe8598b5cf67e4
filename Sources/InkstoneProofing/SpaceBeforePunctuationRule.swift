import Foundation
import InkstoneText

/// "word ," and the like: spaces before a comma, semicolon, colon or full stop (not a
/// question or exclamation mark: "Others too ?" is a habit, French in English),
/// after a word of two letters or more or a closing bracket or quote: after a single
/// letter, a digit or a symbol it is code, a formula or data (`x , y`, `= 6 ;`, `: ;`).
/// Nor a mark that is mentioned ("either ; or :", "keep + or , at the end": after a
/// function word or `after`), nor a `;` after notation alone (ABNF's comments), nor the colon of a `name : description` line (numpydoc fields,
/// `Get-Content : Cannot find drive`), nor the colon of a conditional written out in
/// a comment or a type (`A extends B ? C : never`: a `?` with spaces around it comes first),
/// nor a colon inside square brackets (`[String : Any]`), nor a type's colon in code in a comment
/// (`class MyClass(val name : String)`),
/// nor a mark after a quoted key or value of an object written in a comment (`{ "pay" : 1 }`)
/// or on a line with an escaped quote (`" ; .ascii \""`): data and code. Nor a dot between
/// two tokens with no lowercase letter, the second in capitals or starting with a digit,
/// with no lowercase word after it on its line (`CR LF . LF`, `0800-0000 FFFF . 1110xxxx`):
/// notation, an arrow or a concatenation. Nor a mark with a comparison after it on its
/// line (`foo (>=2.0) ; python_version >= "3.6"`, a requirement's marker): code written
/// in a comment (an arrow is prose's too: `12 -> 4KB ; 16 -> 64KB`); nor a mark after a
/// lone quote after another lone mark (`" ' . -`): characters listed.
///
/// `GrammarRules` drops a finding whose mark is followed by protected text (`main
/// .eslintrc.yaml`: the file name starts at the dot); the judge, one whose dot has a
/// lowercase word after it on its line (`eliminating . and .. elements`: a path's dot
/// mentioned, not a full stop), or that ends a command with an option (`docker build
/// -t app .`: the folder) — what comes after the mark is another sentence, which
/// an edit there re-reads without this one (S62), so the verdict, made again for the
/// whole paragraph an edit touches, decides.
public struct SpaceBeforePunctuationRule: GrammarRule {
    public static let rule = RuleBook.codeRule("space-before-punctuation")

    private static let expression = try! NSRegularExpression(pattern: #"(?<=\p{L}\p{L}|[)\]"'”’])( +)([,;:]|\.(?!\.))(?=\s|$)"#)

    /// Words after which a mark is named, not used: "either ;", "or ,", "that !".
    private static let functionWords: Set<String> = ["or", "and", "either", "that", "the", "a", "an", "like", "as", "with",
                                                     "use", "than", "by", "is", "not", "nor", "no", "of", "in", "for", "to",
                                                     "at", "on", "from", "trailing", "leading", "prepended", "appended",
                                                     "after", "before"]

    func mayMatch(_ scan: GrammarPrefilter) -> Bool { scan.mayHaveSpaceBeforePunctuation }

    /// Whether the finding's mark is a dot with a lowercase word or an option (`find .
    /// -print0`: the dot is the folder) after it on its line.
    static func isMentionedDot(_ finding: Finding, in document: TextDocument) -> Bool {
        guard finding.rule == rule.id, finding.text.hasSuffix("."), finding.range.end < document.length else { return false }
        var index = finding.range.end
        while index < document.length, document[index] == 0x20 || document[index] == 0x09 { index += 1 }
        guard index < document.length else { return false }
        let isOption = document[index] == 0x2D && index + 1 < document.length && (0x61...0x7A).contains(document[index + 1])
        return (0x61...0x7A).contains(document[index]) || isOption
    }

    /// Whether the finding's mark is a dot that ends its line after a command with an
    /// option in the same sentence (lazygit's `# docker build -t lazygit .`), or after a
    /// command the document names as one (`cpan .`, a man page's): the folder the
    /// command works in. Read from the document: the option may be protected text.
    static func isCommandsFolder(_ finding: Finding, in document: TextDocument) -> Bool {
        guard finding.rule == rule.id, finding.text.hasSuffix(".") else { return false }
        let line = document.lines.line(containing: finding.range.location)
        // `fakeroot .`, `cpan .`: a command the document names as one, and its folder.
        let lead = document.string(in: TextRange(line.start, finding.range.location - line.start)).split(whereSeparator: \.isWhitespace)
        if let command = lead.last, lead.count <= 2, SentenceCaseRule.usesAsCommandOrPlaceholder(String(command), in: document, near: finding.range.location) { return true }
        guard finding.range.end >= line.start + line.length
                || document.string(in: TextRange(finding.range.end, line.start + line.length - finding.range.end))
                    .allSatisfy(\.isWhitespace) else { return false }
        let before = document.string(in: TextRange(line.start, finding.range.location - line.start))
        return hasOption(lastSentence(of: before.split(whereSeparator: \.isWhitespace)))
    }

    /// Whether `line` (up to the mark) has a `[` open: a type or a literal written in
    /// a comment (Swift's `[String : Any]`), not a sentence.
    private static func isInsideBrackets(_ line: Substring) -> Bool {
        line.reduce(0) { depth, character in character == "[" ? depth + 1 : character == "]" ? max(0, depth - 1) : depth } > 0
    }

    /// Whether `line` (up to the mark) has a `(` open right after a name: a call's or a
    /// declaration's arguments.
    private static func isInsideRoundBrackets(_ line: Substring) -> Bool {
        guard let open = line.lastIndex(of: "("), !line[open...].contains(")"), open > line.startIndex else { return false }
        let before = line[line.index(before: open)]
        return before.isLetter || before.isNumber || before == "_"
    }

    /// Comparisons and arrows between spaces: code, wherever it is written.
    static let comparisons = [" == ", " != ", " >= ", " <= ", " && ", " || ", " === ", " !== "]

    /// Words that declare in Kotlin, Swift, Scala and TypeScript (`class X(val y : Z)`).
    private static let declarationKeywords: Set<String> = ["class", "val", "var", "fun", "let", "func", "def", "interface", "object"]

    /// Whether a dot between `previous` and the start of `rest` is notation: no lowercase
    /// letter in the token before, the token after starts with a digit or two capitals,
    /// and no lowercase word follows on the line (`NEL . LF`); a sentence after a stray
    /// space has words (`API . It works`, `SSL . TLS is newer`).
    private static func isNotation(after previous: Substring?, before rest: Substring) -> Bool {
        guard let previous, !previous.contains(where: \.isLowercase) else { return false }
        let line = rest.prefix { !$0.isNewline }
        let next = line.prefix { !$0.isWhitespace }
        guard let first = next.first, first.isNumber || next.count >= 2 && next.prefix(2).allSatisfy(\.isUppercase) else { return false }
        return !line.split(whereSeparator: \.isWhitespace).contains { word in
            word.count >= 2 && word.allSatisfy { $0.isLowercase || $0.isPunctuation }
        }
    }

    /// The words after the last one that ends a sentence (`here.`): the sentence the mark ends.
    private static func lastSentence(of words: [Substring]) -> ArraySlice<Substring> {
        guard let end = words.lastIndex(where: { $0.count >= 2 && ($0.hasSuffix(".") || $0.hasSuffix("?") || $0.hasSuffix("!")) }) else {
            return words[...]
        }
        return words[(end + 1)...]
    }

    /// Whether a word is a command's option (`-t`, `--force`).
    private static func hasOption(_ words: ArraySlice<Substring>) -> Bool {
        words.contains { word in
            let name = word.drop { $0 == "-" }
            return word.first == "-" && word.count - name.count <= 2 && name.first?.isLetter == true
        }
    }

    /// How much of a mark's line the rule reads each side of it, in UTF-16 units: all
    /// that its decisions need of a sentence; a line of 130 KB with 8,000 marks (a
    /// minified or hostile file) was read whole for each mark (100 s).
    static let lineWindow = 1_024

    /// The text of `text`'s line before `location` (after its last line break), at most
    /// its last `lineWindow` units (cut where a character starts): only that, not all the
    /// text before it, which a long line's every mark split again.
    static func line(before location: Int, in text: NSString) -> Substring {
        let floor = max(0, location - lineWindow)
        let breakBefore = text.rangeOfCharacter(from: .newlines, options: .backwards, range: NSRange(location: floor, length: location - floor))
        var start = breakBefore.location == NSNotFound ? floor : breakBefore.location + breakBefore.length
        if breakBefore.location == NSNotFound && start > 0 && start < location {
            let character = text.rangeOfComposedCharacterSequence(at: start)
            if character.location < start { start = min(location, character.location + character.length) }
        }
        return Substring(text.substring(with: NSRange(location: start, length: location - start)))
    }

    /// The text of `text`'s line from `location` up to its line break, the break with
    /// it (`\r\n` whole), or at most `lineWindow` units of it (cut where a character
    /// ends): all that the rule reads after a mark.
    static func restOfLine(after location: Int, in text: NSString) -> Substring {
        let ceiling = min(text.length, location + lineWindow)
        let lineBreak = text.rangeOfCharacter(from: .newlines, options: [], range: NSRange(location: location, length: ceiling - location))
        guard lineBreak.location != NSNotFound else {
            var end = ceiling
            if end < text.length && end > location {
                let character = text.rangeOfComposedCharacterSequence(at: end)
                if character.location < end { end = max(location, character.location) }
            }
            return Substring(text.substring(with: NSRange(location: location, length: end - location)))
        }
        var end = lineBreak.location + lineBreak.length
        if text.character(at: lineBreak.location) == 0x0D && end < text.length && text.character(at: end) == 0x0A { end += 1 }
        return Substring(text.substring(with: NSRange(location: location, length: end - location)))
    }

    func findings(in text: String, at offset: Int) -> [Finding] {
        let ns = text as NSString
        return matches(Self.expression, text).filter { match in
            let line = Self.line(before: match.range(at: 1).location, in: ns)
            let words = line.split(whereSeparator: \.isWhitespace)
            // `name : description`, `Data characters : 0x20`: a definition, unless the
            // colon ends its line.
            let rest = Self.restOfLine(after: match.range(at: 2).location + 1, in: ns).drop { $0 == " " || $0 == "\t" }
            if ns.substring(with: match.range(at: 2)) == ":" && words.count <= 3 && !(rest.first?.isNewline ?? false) {
                return false
            }
            if ns.substring(with: match.range(at: 2)) == ":" && (words.contains("?") || Self.isInsideBrackets(line)) { return false }
            // A type after its name in code written in a comment (koin's `class MyClass(val
            // name : String)`, `fun resolve(scope : Scope, …)`): inside a call's brackets or
            // on a line that declares, a colon before a capitalised name.
            if ns.substring(with: match.range(at: 2)) == ":", rest.first.map({ $0.isUppercase || $0.isNewline }) ?? true,
               Self.isInsideRoundBrackets(line) || words.contains(where: { Self.declarationKeywords.contains(String($0)) }) { return false }
            let escapesQuote = line.contains("\\\"") || rest.prefix { !$0.isNewline }.contains("\\\"")
            if escapesQuote || line.contains("{") && line.last == "\"" { return false }
            // `"node" : "^12.22"`: a key and its value, as JSON writes them, not a sentence's colon.
            if ns.substring(with: match.range(at: 2)) == ":" && line.last == "\"" && rest.first == "\"" { return false }
            if ns.substring(with: match.range(at: 2)) == "." && Self.isNotation(after: words.last, before: rest) { return false }
            // A `;` after notation alone (toml11's ABNF in a comment, `/ %xBC-BE ; superscript
            // digits`): the comment mark of ABNF, Lisp, assembly and INI files, not a sentence's.
            if ns.substring(with: match.range(at: 2)) == ";" && !words.contains(where: { $0.filter(\.isLowercase).count >= 2 }) { return false }
            let after = rest.prefix { !$0.isNewline }
            if Self.comparisons.contains(where: after.contains) { return false }
            if words.count >= 2, words.suffix(2).allSatisfy({ $0.count == 1 && !$0.first!.isLetter && !$0.first!.isNumber }),
               let last = words.last, "\"'`".contains(last) { return false }
            let previous = words.last.map { $0.lowercased().trimmingCharacters(in: .punctuationCharacters) } ?? ""
            // `expression , expression`: notation, the same word each side of the mark;
            // `. (period)`: the mark named.
            let next = rest.prefix { !$0.isWhitespace }.lowercased()
            if next == previous || rest.hasPrefix("(") { return false }
            // `status: package : error : message`: fields, a mark between each.
            let mark = ns.substring(with: match.range(at: 2))
            if mark == ":" && (rest.prefix { !$0.isNewline }.contains(" : ") || line.contains(" : ")) { return false }
            return !Self.functionWords.contains(previous)
        }.map { match in
            let mark = ns.substring(with: match.range(at: 2))
            let range = NSRange(location: match.range(at: 1).location, length: match.range(at: 1).length + match.range(at: 2).length)
            return finding(range, in: text, at: offset, message: "no space before '\(mark)'", suggestions: [mark])
        }
    }
}
