import Foundation
import InkstoneProofing
import InkstoneText

/// How `check` shows one finding in its text formats. `short` is one line a finding,
/// `path:line:column: kind: 'word' → suggestions`; `text` adds, as rustc and typos do,
/// the source line with a caret under the word and the reason that decided it:
///
///     notes.md:3:4: spelling: 'recieve' → receive, received, receiver
///       3 | We recieve it.
///         |    ^^^^^^^ a common word with two letters swapped (typo.swap)
///
/// Colours go by severity: what `check` reports (typos, flagged words, grammar) red,
/// unknown words dim.
struct FindingPrinter {
    let format: OutputFormat
    let colored: Bool

    /// Source lines longer than this many characters are cut around the finding.
    static let widestLine = 160
    /// Characters kept on each side of the finding in a cut line.
    static let context = 60

    func describe(_ finding: Finding, path: String, document: TextDocument) -> String {
        let position = document.lines.position(of: finding.range.location)
        let suggestions = finding.suggestions.prefix(3).map { $0.isEmpty ? "(remove)" : $0 }.joined(separator: ", ")
        let severity = finding.tier == .unknownWord ? "2" : "31"
        let kind = finding.tier == .unknownWord ? finding.tier.rawValue : finding.kind.rawValue
        let headline = paint("1", path) + paint("2", ":\(position.line + 1):\(position.column + 1):") + " "
            + paint(severity, kind) + ": " + paint("1", "'\(finding.text)'")
            + (suggestions.isEmpty ? " " + paint("2", "(\(finding.message))") : " → " + paint("32", suggestions))
        guard format == .text else { return headline }
        return headline + "\n" + excerpt(of: finding, line: position.line, in: document, severity: severity)
    }

    /// The finding's line, numbered, and a caret line under the finding's part of it
    /// followed by the reason.
    private func excerpt(of finding: Finding, line index: Int, in document: TextDocument, severity: String) -> String {
        let line = document.lines.line(at: index).contentRange
        let text = Self.printable(document.string(in: line))
        let start = finding.range.location - line.location
        let end = min(finding.range.end, line.end) - line.location
        let units = Array(text.utf16)
        var before = String(decoding: units[0..<max(0, start)], as: UTF16.self)
        var word = String(decoding: units[max(0, start)..<max(start, end)], as: UTF16.self)
        var after = String(decoding: units[max(start, end)...], as: UTF16.self)
        if before.count + word.count + after.count > Self.widestLine {
            if before.count > Self.context { before = "…" + before.suffix(Self.context) }
            if word.count > Self.context { word = word.prefix(Self.context) + "…" }
            if after.count > Self.context { after = after.prefix(Self.context) + "…" }
        }
        let number = String(index + 1)
        let gutter = String(repeating: " ", count: number.count)
        // Tabs stay tabs under the line, so that the caret lands under the word however wide the terminal draws them.
        let padding = String(before.map { $0 == "\t" ? "\t" : " " })
        let caret = String(repeating: "^", count: max(1, word.count))
        return "  " + paint("2", number + " |") + " " + before + word + after + "\n"
            + "  " + paint("2", gutter + " |") + " " + padding + paint(severity, caret) + " " + paint("2", finding.reason.description)
    }

    /// The line with control characters (an escape sequence in a file must not drive
    /// the terminal) shown as U+FFFD, one for one, so that offsets stay.
    static func printable(_ line: String) -> String {
        String(String.UnicodeScalarView(line.unicodeScalars.map { scalar in
            scalar == "\t" || !(scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)) ? scalar : "\u{FFFD}"
        }))
    }

    private func paint(_ code: String, _ text: String) -> String {
        colored ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}
