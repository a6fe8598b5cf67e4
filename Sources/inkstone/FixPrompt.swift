import Foundation
import InkstoneProofing
import InkstoneText

/// `fix --interactive`: each finding in its line with its numbered suggestions, and
/// the person's answer read from the terminal: a number fixes, `s` skips, `l` learns
/// the word (the personal dictionary), `i` ignores it for the rest of the run, `q`
/// quits (what was chosen in the file so far is applied; the rest stays as it was).
final class FixPrompt {
    /// Words learned or ignored in this run: not asked about again.
    private var passed: Set<String> = []
    private(set) var hasQuit = false

    /// The fixes chosen for `findings` of `document` (at `path`).
    func ask(_ findings: [Finding], in document: TextDocument, path: String) throws -> [(finding: Finding, text: String)] {
        var chosen: [(finding: Finding, text: String)] = []
        for finding in findings where !hasQuit && !passed.contains(finding.text) {
            show(finding, in: document, path: path)
            switch try answer(choices: finding.suggestions.count) {
            case .suggestion(let index): chosen.append((finding, finding.suggestions[index]))
            case .skip: break
            case .learn:
                let dictionary = PersonalDictionary()
                try dictionary.learn(finding.text)
                Output.print("  learned '\(finding.text)' (\(dictionary.path))")
                passed.insert(finding.text)
            case .ignore: passed.insert(finding.text)
            case .quit: hasQuit = true
            }
        }
        return chosen
    }

    private enum Answer {
        case suggestion(Int), skip, learn, ignore, quit
    }

    private func show(_ finding: Finding, in document: TextDocument, path: String) {
        let position = document.lines.position(of: finding.range.location)
        let line = document.lines.line(at: position.line)
        let text = document.string(in: line.contentRange)
        let before = document.string(in: TextRange(line.start, finding.range.location - line.start))
        let marks = String(repeating: "^", count: max(1, min(finding.text.count, text.count - before.count)))
        var lines = ["\(FileLanguage.place(finding.range.location, in: document, path: path)): \(finding.kind.rawValue) '\(finding.text)'"
                        + (finding.suggestions.isEmpty ? " (\(finding.message))" : ""),
                     "    " + text, "    " + String(repeating: " ", count: before.count) + marks]
        if !finding.suggestions.isEmpty {
            lines.append("  " + finding.suggestions.enumerated().map { "\($0.offset + 1)) \($0.element.isEmpty ? "(remove)" : $0.element)" }
                .joined(separator: "   "))
        }
        Output.print(lines.joined(separator: "\n"))
    }

    /// Asks until the answer is one of the choices; the end of input quits.
    private func answer(choices: Int) throws -> Answer {
        let numbers = choices == 0 ? nil : choices == 1 ? "1" : "1-\(choices)"
        while true {
            Output.print("  \(numbers.map { "\($0) fix, " } ?? "")s skip, l learn, i ignore in this run, q quit: ", terminator: "")
            guard let line = readLine()?.trimmingCharacters(in: .whitespaces).lowercased() else { return .quit }
            switch line {
            case "s", "": return .skip
            case "l": return .learn
            case "i": return .ignore
            case "q": return .quit
            default:
                if let number = Int(line), number >= 1, number <= choices { return .suggestion(number - 1) }
                Output.print("  answer \(numbers.map { "a number (\($0)), " } ?? "")s, l, i or q")
            }
        }
    }
}
