import Foundation
import InkstoneText

/// Where a text uses a word as a command, a placeholder or a variable
/// (`SentenceCaseRule.usesAsCommandOrPlaceholder`): the word at a line's start before an
/// option or a dash, an option's value, a manual page's reference (`word(1)`), in
/// brackets or between bars, assigned, after a path's slash. Every such use holds the
/// word, so only the lines of its occurrences are searched, not the whole text: a
/// language server asks this at a keystroke, and a search of some 160 lines cost it 3 ms
/// (issue #51: LSP didChange → diagnostics p99 5–6 ms); the expressions, one a word,
/// are made once.
enum CommandUses {
    static func expression(for word: String) -> NSRegularExpression? {
        lock.lock()
        defer { lock.unlock() }
        if let known = made[word] { return known }
        let escaped = NSRegularExpression.escapedPattern(for: word)
        let uses = [
            #"(?m)^[ \t]*"# + escaped + #"[ \t]+\[?-"#,
            #"(?:^|[\s\[|,])--?[A-Za-z][\w-]*(?:=|\s+)[\[<]?"# + escaped + #"\b"#,
            #"\b"# + escaped + #"\(\d"#,
            #"[\[<]"# + escaped + #"\b|\b"# + escaped + #"[\]>]"#,
            #"\|"# + escaped + #"\b|\b"# + escaped + #"\|"#,
            #"\b"# + escaped + #"[ \t]*=[ \t]*\w"#,
            #"[\w.-]/"# + escaped + #"\b"#,
            #"(?m)^[ \t]*"# + escaped + #"(?:,[ \t]*[\w-]+)*[ \t]+[-–—][ \t]"#,
        ]
        let expression = try? NSRegularExpression(pattern: uses.joined(separator: "|"))
        if made.count >= 1_000 { made.removeAll() }
        made[word] = expression
        return expression
    }

    nonisolated(unsafe) private static var made: [String: NSRegularExpression?] = [:]
    private static let lock = NSLock()

    /// Whether `units` (whole lines) use `word` so. The same answer as the expression over
    /// all of `units`: each use holds the word and stays on its line but for an option's
    /// white space before it (`--file` at a line's end, the word on the next), so each
    /// occurrence is tried on the text from the start of the line of the last text before
    /// it (and the line break before that) to the end of its own line.
    static func found(_ word: String, in units: [UInt16]) -> Bool {
        let wanted = Array(word.utf16)
        guard !wanted.isEmpty, let expression = expression(for: word) else { return false }
        var tried = 0
        for occurrence in occurrences(of: wanted, in: units) where occurrence >= tried {
            var end = occurrence + wanted.count
            while end < units.count && units[end] != newline { end += 1 }
            var before = lineStart(of: occurrence, in: units) - 1
            while before >= 0 && UTF16Text.isWhiteSpace(units[before]) { before -= 1 }
            // The line break before that line too: an option opening a line follows one (`(?:^|[\s…])--`).
            let start = before < 0 ? 0 : max(0, lineStart(of: before, in: units) - 1)
            guard mayBeUsed(at: occurrence, length: wanted.count, in: units) else { continue }
            let text = String(decoding: units[start..<end], as: UTF16.self)
            if expression.firstMatch(in: text, range: NSRange(location: 0, length: end - start)) != nil { return true }
            tried = end
        }
        return false
    }

    /// What every use needs beside the word at `occurrence` (a prose `and` between two
    /// spaces has none of it, and is let go without the expression): a bracket, a bar, a
    /// slash, `(` or `=` next to it, only blanks before it on its line and a dash after it, or an option before
    /// it (`--file and`, `-o=and`, `--select\n  [and`): a token that starts with `-` after
    /// white space, `[`, `|`, `,` or nothing, then `=` or white space. White space here is
    /// `UTF16Text.isWhiteSpace`, a little more than the expressions' `\s`: a wider test
    /// only lets more occurrences through to the expression.
    private static func mayBeUsed(at occurrence: Int, length: Int, in units: [UInt16]) -> Bool {
        let after = occurrence + length
        if occurrence > 0, [0x5B, 0x3C, 0x7C, 0x2F].contains(units[occurrence - 1]) { return true }
        if after < units.count, [0x28, 0x5D, 0x3E, 0x7C].contains(units[after]) { return true }
        var next = after
        while next < units.count && (units[next] == 0x20 || units[next] == 0x09) { next += 1 }
        if next < units.count, units[next] == 0x3D { return true }
        var previous = occurrence
        while previous > 0 && (units[previous - 1] == 0x20 || units[previous - 1] == 0x09) { previous -= 1 }
        if previous == 0 || units[previous - 1] == newline {
            // At a line's start: before a dash on the line (`and [-v]`, `and - the lot`).
            var index = after
            while index < units.count && units[index] != newline {
                if units[index] == 0x2D || units[index] == 0x2013 || units[index] == 0x2014 { return true }
                index += 1
            }
        }
        return followsOption(occurrence, in: units)
    }

    /// Whether an option stands before `occurrence` as `(?:^|[\s\[|,])--?[A-Za-z][\w-]*(?:=|\s+)[\[<]?`
    /// needs: no more than that its token, ended by `=` or white space, starts with `-`.
    private static func followsOption(_ occurrence: Int, in units: [UInt16]) -> Bool {
        var end = occurrence
        if end > 0, units[end - 1] == 0x5B || units[end - 1] == 0x3C { end -= 1 }
        if end > 0, units[end - 1] == 0x3D {
            end -= 1
        } else {
            guard end > 0, UTF16Text.isWhiteSpace(units[end - 1]) else { return false }
            while end > 0 && UTF16Text.isWhiteSpace(units[end - 1]) { end -= 1 }
        }
        var start = end
        while start > 0, !UTF16Text.isWhiteSpace(units[start - 1]), ![0x5B, 0x7C, 0x2C].contains(units[start - 1]) { start -= 1 }
        return start < end && units[start] == 0x2D
    }


    private static let newline: UInt16 = 0x0A

    private static func occurrences(of wanted: [UInt16], in units: [UInt16]) -> [Int] {
        guard units.count >= wanted.count else { return [] }
        return (0...(units.count - wanted.count)).filter { start in
            units[start] == wanted[0] && (1..<wanted.count).allSatisfy { units[start + $0] == wanted[$0] }
        }
    }

    private static func lineStart(of index: Int, in units: [UInt16]) -> Int {
        var start = index
        while start > 0 && units[start - 1] != newline { start -= 1 }
        return start
    }

}
