import Foundation
import InkstoneProject
import InkstoneProofing
import InkstoneText

/// `inkstone explain FILE:LINE[:COLUMN]`: for every word the checker weighed on a line,
/// the facts, each decision tried and the one that decided (issue #50); and
/// `inkstone explain --decisions`: the judge's whole decision table.
struct ExplainCommand {
    static let help = """
    inkstone explain — why a word on a line is reported, listed as unknown, or left alone

    USAGE
      inkstone explain [options] FILE:LINE[:COLUMN]
      inkstone explain --decisions [--format text|markdown]

    For every word the dictionaries refused on that line (or only the one at COLUMN), and
    every grammar finding, it prints what was decided — reported as a typo or a grammar
    finding, listed as an unknown word (check --all), or dropped — the decision that
    decided it (its id and summary), the facts the judge read (frequency rank, SCOWL
    size, the nearest common word), and every decision weighed before it. The file is
    read as 'inkstone check FILE' reads it, with its .inkstone.json and word lists; the
    evidence of the rest of the project (names in other files' code, its terms) is not
    gathered, so 'check' on the whole project may still drop a word this shows.

    OPTIONS
      --decisions          list every decision of the judge, in the order they are weighed
      --format FORMAT      text (default) or json; with --decisions, text or markdown
      --language NAME      parse as NAME (see 'inkstone languages')
      --dictionary LIST    the dictionaries, as for check
      --config FILE        the configuration, as for check

    EXAMPLES
      inkstone explain README.md:12
      inkstone explain src/main.c:40:17
      inkstone explain --decisions --format markdown > docs/decisions.md
    """

    let target: (path: String, line: Int, column: Int?)?
    let format: String
    let overrides: FileProfile.Overrides

    static let options: [CommandOption] = [
        .valued("--format", choices: ["text", "json", "markdown"]), .language, .dictionary, .config, .flag("--decisions"),
    ]

    init(arguments: [String]) throws {
        let options = try OptionParser(command: "explain", arguments: arguments, options: Self.options, help: Self.help)
        let listsDecisions = options.flags.contains("--decisions")
        format = try options.choice("--format", default: "text")
        if format == (listsDecisions ? "json" : "markdown") {
            throw UsageError(message: "explain: --format \(format) is for " + (listsDecisions ? "a file's line; --decisions prints text or markdown"
                                                                                         : "--decisions; a file's line is text or json"))
        }
        overrides = FileProfile.Overrides(language: options.values["--language"],
                                          dictionaries: options.values["--dictionary"].map { $0.split(separator: ",").map(String.init) },
                                          configFile: options.values["--config"])
        if listsDecisions {
            guard options.positional.isEmpty else { throw UsageError(message: "explain: --decisions takes no file") }
            target = nil
            return
        }
        guard options.positional.count == 1, let parsed = Self.parse(options.positional[0]) else {
            throw UsageError(message: "explain: name one place as FILE:LINE or FILE:LINE:COLUMN, as in 'inkstone explain README.md:12'")
        }
        target = parsed
    }

    /// `FILE:LINE[:COLUMN]`, the file's name possibly holding colons itself.
    static func parse(_ argument: String) -> (path: String, line: Int, column: Int?)? {
        let parts = argument.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        guard parts.count >= 2 else { return nil }
        if parts.count >= 3, let line = Int(parts[parts.count - 2]), let column = Int(parts[parts.count - 1]), line >= 1, column >= 1 {
            return (parts.dropLast(2).joined(separator: ":"), line, column)
        }
        guard let line = Int(parts[parts.count - 1]), line >= 1 else { return nil }
        return (parts.dropLast().joined(separator: ":"), line, nil)
    }

    func run() throws -> ExitCode {
        guard let target else {
            if format == "markdown" { Output.print(DecisionListing.markdown(), terminator: "") } else { Output.print(DecisionListing.text()) }
            return .ok
        }
        let lookups = SharedLookups(indexFolder: CheckCommand.cacheFolder + "/indexes")
        let fileCheck = FileCheck(overrides: overrides, cache: nil, version: CommandLineTool.version, lookups: lookups)
        let explained: (document: TextDocument, explanations: [Explanation])
        do {
            explained = try fileCheck.explain(target.path, lines: (target.line - 1)...(target.line - 1), pool: CheckerPool(lookups: lookups))
        } catch {
            throw UsageError(message: "explain: \(error)")
        }
        let document = explained.document
        let shown = explained.explanations.filter { explanation in
            guard let column = target.column else { return true }
            let start = document.lines.position(of: explanation.finding.range.location).column + 1
            return start <= column && column <= start + max(0, explanation.finding.range.length - 1)
        }
        if format == "json" {
            shown.forEach { Output.print(json($0, path: target.path, document: document)) }
        } else if shown.isEmpty {
            Output.print("\(target.path):\(target.line)\(target.column.map { ":\($0)" } ?? ""): nothing refused here: "
                         + "every word is in a dictionary or the project's words, or is no prose (inkstone regions \(target.path))")
        } else {
            Output.print(shown.map { text($0, path: target.path, document: document) }.joined(separator: "\n\n"))
        }
        return .ok
    }

    private func verdict(_ explanation: Explanation) -> String {
        guard explanation.isReported else { return "dropped: not reported, even with --all" }
        if explanation.finding.kind == .grammar { return "reported: grammar" }
        return explanation.finding.tier == .default ? "reported: typo" : "unknown word: listed with check --all only"
    }

    private func text(_ explanation: Explanation, path: String, document: TextDocument) -> String {
        let finding = explanation.finding
        let position = document.lines.position(of: finding.range.location)
        var lines = ["\(path):\(position.line + 1):\(position.column + 1): '\(finding.text.trimmingCharacters(in: .whitespaces))' — \(verdict(explanation))",
                     "  because: \(finding.reason.summary) (\(finding.reason.id))"]
        if explanation.trace.decidedBy.count > 1 {
            lines.append("  decided by: " + explanation.trace.decidedBy.joined(separator: ", then "))
        }
        if !finding.suggestions.isEmpty && finding.suggestions != [""] {
            lines.append("  suggestions: " + finding.suggestions.prefix(5).map { $0.isEmpty ? "(remove)" : $0 }.joined(separator: ", "))
        }
        for fact in explanation.facts where fact.name != "suggestions" {
            lines.append("  \(fact.name): \(fact.value)")
        }
        let weighed = explanation.trace.steps.map { $0.fired ? "\($0.id) ✔" : $0.id }
        if !weighed.isEmpty { lines.append("  weighed (\(weighed.count)): " + weighed.joined(separator: " · ")) }
        return lines.joined(separator: "\n")
    }

    private func json(_ explanation: Explanation, path: String, document: TextDocument) -> String {
        let finding = explanation.finding
        let position = document.lines.position(of: finding.range.location)
        let object: [String: Any] = [
            "path": path, "line": position.line + 1, "column": position.column + 1, "text": finding.text, "rule": finding.rule.rawValue,
            "reported": explanation.isReported, "tier": finding.tier.rawValue,
            "reason": ["id": finding.reason.id, "summary": finding.reason.summary],
            "decidedBy": explanation.trace.decidedBy,
            "weighed": explanation.trace.steps.map { ["id": $0.id, "fired": $0.fired] },
            "facts": Dictionary(explanation.facts.map { ($0.name, $0.value) }, uniquingKeysWith: { first, _ in first }),
        ]
        let data = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes])) ?? Data()
        return String(decoding: data, as: UTF8.self)
    }
}
