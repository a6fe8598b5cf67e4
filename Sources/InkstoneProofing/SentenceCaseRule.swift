import Foundation
import InkstoneText

/// A lowercase word after `.` and white space (not after an abbreviation,
/// e.g., E.g., i.e., ie., eg., etc., vs., cf., cfr., al., a.k.a., Inc., Ltd., Mr., Dr., No., min., max., esp., ref., wrt., init. …, a single letter, `b.` or `J.`, or
/// a Roman list number, `IV.`). The first word of a paragraph or comment is left alone: comments
/// in code start in lowercase as a rule; so is the first word after a blank line. Neither is a sentence end a period after
/// another (an ellipsis, `.. directive::`), after a digit (a list number, `2. lock`),
/// after a space (a path's `.` mentioned: `eliminating . and .. elements`), before a
/// tab on its line (a table's next cell: `might color).<TAB>auto alone`) or
/// escaped (`\.`, which roff and regular expressions write),
/// nor a sentence start a word that goes on like a name (`preferMatch`,
/// `is_readable_stdin`, `e.g.`, `expected:`, `foo()`), a variable compared or assigned (`hit == 0
/// ends the list`, `n = 0`) or a placeholder (`xx`). Not after `!` or `?`: there a
/// lowercase word was a slip once in eight sampled findings, and otherwise a Ruby
/// method (`match? provides`), an admonition (`!!! note`), the character itself (`if !
/// appears`) or an informal question (issue #26). A comment or paragraph begun in
/// lowercase is the writer's style: `LowercaseStyle`, in the judge's verdicts; so is a
/// command or a placeholder the document names as such (`namesACommandOrPlaceholder`).
public struct SentenceCaseRule: GrammarRule {
    public static let rule = RuleBook.codeRule("sentence-case")

    private static let expression = try! NSRegularExpression(
        pattern: #"(?<!\b(?i:e\.g|i\.e|eg|ie|etc|vs|cf|cfr|al|a\.k\.a|incl|viz|resp|fig|eq|sec|ch|inc|ltd|co|corp|mr|mrs|ms|dr|prof|sr|jr|st|no|nos|vol|pp|ca|dept|est|min|max|avg|esp|ref|rev|ver|misc|ex|pg|ed|eds|wrt|approx|init))(?<!\b\p{L})(?<!\b[IVX]{2,4})"#
            + #"(?<![.\d\\\s])\.(?![^\S\r\n]*\t)"# + gap + #"(\p{Ll}+)(?![\p{L}\p{M}\d_(:.@/\-])(?![ \t]*(?:[=!<>]=|=[ \t]))"#)

    func mayMatch(_ scan: GrammarPrefilter) -> Bool { scan.mayStartASentenceInLowercase }

    /// A lowercase definition: `lend: output variable, giving end of block.`
    private static let lowercaseDefinition = try! NSRegularExpression(pattern: #"^[ \t/*#-]*[A-Za-z_][\w.]*:[ \t]+\p{Ll}"#)

    /// Whether the word at `range` starts its line, after a line that is a definition
    /// written in lowercase (zopfli's parameter lists: `lend: output variable, giving end
    /// of block.` and then `returns 1 if a block was found`), or after its indented
    /// continuation: one more entry, in the list's style.
    private static func followsLowercaseDefinition(_ range: NSRange, in text: NSString) -> Bool {
        let line = text.lineRange(for: NSRange(location: range.location, length: 0))
        let before = text.substring(with: NSRange(location: line.location, length: range.location - line.location))
        guard line.location > 0, before.allSatisfy({ " \t/*#".contains($0) }) else { return false }
        var previous = text.lineRange(for: NSRange(location: line.location - 1, length: 0))
        // A definition's indented continuation (`    length to reach this byte …`).
        for _ in 0..<3 where previous.location > 0 && [0x20, 0x09].contains(text.character(at: previous.location)) {
            previous = text.lineRange(for: NSRange(location: previous.location - 1, length: 0))
        }
        return lowercaseDefinition.firstMatch(in: text as String, range: previous) != nil
    }

    /// Whether the document uses the finding's word as a command or a placeholder: a
    /// line that starts with it and an option (`curl -T file`), after an option (`-o
    /// file`, `--level=all`, across a line break), in brackets (`[path]`, `<file>`),
    /// among alternatives (`(<list>|all)`), assigned (`scale=2`), as a path's last part
    /// (`markedjs/marked`, a repository or a program), as a manual page's
    /// reference (`grep(1)`) or name (`dash - command interpreter`). Such a word keeps
    /// its case at a sentence start (`curl does this by default.`, `all is the default.`).
    public static func namesACommandOrPlaceholder(_ finding: Finding, in document: TextDocument) -> Bool {
        finding.rule == rule.id && (usesAsCommandOrPlaceholder(finding.text, in: document, near: finding.range.location)
            || startsACommandLine(finding.text, in: document))
    }

    /// Whether a line of `document` starts with `word` and an option or a bracket, or
    /// a subcommand and one (`grep [OPTION...] PATTERNS`, `git diff [<options>]` in a
    /// manual page's synopsis, `unset [-fv]` where a shell's
    /// manual lists its builtins, far from the sentence that names them): one pass over
    /// the lines, without an expression — over the whole of a document of up to
    /// `wholeDocumentLines` lines, and over the first `headLines` (a synopsis) of a longer
    /// one: in a 10,000-line document the whole pass was 3 ms of an editor's keystroke
    /// (LSP didChange p99 4.5 -> 7.3 ms).
    static func startsACommandLine(_ word: String, in document: TextDocument) -> Bool {
        let wanted = Array(word.utf16)
        guard !wanted.isEmpty else { return false }
        let lines = document.lines
        for index in 0..<(lines.count <= wholeDocumentLines ? lines.count : min(lines.count, headLines)) {
            let line = lines.line(at: index)
            var position = line.start
            let end = line.start + line.length
            while position < end, document[position] == 0x20 || document[position] == 0x09 { position += 1 }
            guard end - position > wanted.count + 1, document[position] == wanted[0] else { continue }
            guard (0..<wanted.count).allSatisfy({ document[position + $0] == wanted[$0] }) else { continue }
            position += wanted.count
            guard document[position] == 0x20 || document[position] == 0x09 else { continue }
            while position < end, document[position] == 0x20 || document[position] == 0x09 { position += 1 }
            if position < end, document[position] == 0x2D || document[position] == 0x5B { return true }
            if startsASubcommand(in: document, at: position, end: end) { return true }
        }
        return false
    }

    /// Whether a subcommand and then an option, a bracket or a placeholder start at
    /// `position`: `git diff [<options>]`, `git filter-branch --setup`.
    private static func startsASubcommand(in document: TextDocument, at start: Int, end: Int) -> Bool {
        var position = start
        func isSubcommandUnit(_ unit: UInt16) -> Bool { (0x61...0x7A).contains(unit) || (0x30...0x39).contains(unit) || unit == 0x2D }
        guard position < end, (0x61...0x7A).contains(document[position]) else { return false }
        while position < end, isSubcommandUnit(document[position]) { position += 1 }
        guard position < end, document[position] == 0x20 || document[position] == 0x09 else { return false }
        while position < end, document[position] == 0x20 || document[position] == 0x09 { position += 1 }
        return position < end && [0x2D, 0x5B, 0x3C].contains(document[position])
    }

    /// Whether `document` uses `word` as a command or a placeholder (see above), or as a
    /// variable it assigns (`scale=2`) or lists among alternatives (`(<list>|all)`).
    /// Read in the lines within `reach` units (some 80 lines) either side of `location`:
    /// the whole of a short document, and in a long one the part around the word, which
    /// an editor can search at each keystroke (a search of a whole 10,000-line document
    /// took 40 ms; LSP didChange → diagnostics p99 went from 1.5 to 85 ms).
    static let reach = 4_096
    /// A document this long is searched whole for a line that starts with a command.
    static let wholeDocumentLines = 3_000
    /// The lines of a longer one searched so: where a manual page's synopsis is.
    static let headLines = 300

    static func usesAsCommandOrPlaceholder(_ word: String, in document: TextDocument, near location: Int) -> Bool {
        let first = document.lines.line(containing: max(0, location - reach)).start
        let last = document.lines.line(containing: min(document.length, location + reach))
        let window = TextRange(first, min(document.length, last.start + last.length) - first)
        return CommandUses.found(word, in: document.units(in: window))
    }

    func findings(in text: String, at offset: Int) -> [Finding] {
        let ns = text as NSString
        return matches(Self.expression, text).compactMap { match in
            let word = ns.substring(with: match.range(at: 1))
            // `xx`: a placeholder's letter over and over, not a sentence's word.
            if Set(word).count == 1 && word.count >= 2 { return nil }
            if Self.followsLowercaseDefinition(match.range(at: 1), in: ns) { return nil }
            return finding(match.range(at: 1), in: text, at: offset, message: "a sentence starts with a capital letter",
                           suggestions: [word.prefix(1).uppercased() + word.dropFirst()])
        }
    }
}
