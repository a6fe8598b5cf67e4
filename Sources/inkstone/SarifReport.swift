import Foundation
import InkstoneProofing
import InkstoneText

/// Findings as SARIF 2.1.0, for code-scanning upload: one run, one rule per checker
/// rule, one result per finding with a region in 1-based lines and columns, the reason
/// that decided it, and a fingerprint that follows the finding when lines above it move,
/// so that an alert dismissed once stays dismissed.
enum SarifReport {
    /// The key of Inkstone's fingerprint among a result's `partialFingerprints`.
    static let fingerprintKey = "inkstoneFinding/v1"

    static func render(_ findings: [(path: String, document: TextDocument, finding: Finding)], version: String) -> String {
        let rules = Set(findings.map(\.finding.rule.rawValue)).sorted().map { rule -> [String: Any] in
            ["id": rule, "shortDescription": ["text": description(of: rule)]]
        }
        var seen: [String: Int] = [:]
        let results = findings.map { path, document, finding -> [String: Any] in
            let start = document.lines.position(of: finding.range.location)
            let end = document.lines.position(of: finding.range.end)
            let uri = path.hasPrefix("./") ? String(path.dropFirst(2)) : path
            let line = document.string(in: document.lines.line(containing: finding.range.location).contentRange)
            let key = fingerprintSource(rule: finding.rule.rawValue, path: uri, text: finding.text, line: line)
            // The same word twice on one line (or on two identical lines) gets two fingerprints.
            let occurrence = seen[key, default: 0]
            seen[key] = occurrence + 1
            return [
                "ruleId": finding.rule.rawValue,
                "level": finding.tier == .unknownWord ? "note" : "warning",
                "message": ["text": finding.message + (finding.suggestions.isEmpty ? "" : " (suggestions: \(finding.suggestions.prefix(3).joined(separator: ", ")))")],
                "locations": [["physicalLocation": [
                    "artifactLocation": ["uri": uri],
                    "region": ["startLine": start.line + 1, "startColumn": start.column + 1,
                               "endLine": end.line + 1, "endColumn": end.column + 1],
                ]]],
                "partialFingerprints": [fingerprintKey: StableHash.hex(Data((key + "\u{0}\(occurrence)").utf8))],
                "properties": ["reason": ["id": finding.reason.id, "summary": finding.reason.summary], "tier": finding.tier.rawValue],
            ]
        }
        let report: [String: Any] = [
            "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
            "version": "2.1.0",
            "runs": [["tool": ["driver": ["name": "inkstone", "version": version, "informationUri": Project.repository,
                                          "rules": rules]],
                      "columnKind": "utf16CodeUnits",
                      "results": results]],
        ]
        let data = (try? JSONSerialization.data(withJSONObject: report, options: [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes])) ?? Data()
        return String(decoding: data, as: UTF8.self)
    }

    /// What a finding's fingerprint is made of: its rule, file, word and the text of its
    /// line without the indentation, never the line's number.
    static func fingerprintSource(rule: String, path: String, text: String, line: String) -> String {
        [rule, path, text, line.trimmingCharacters(in: .whitespaces)].joined(separator: "\u{0}")
    }

    static func description(of rule: String) -> String {
        Rule.named(rule)?.summary ?? rule
    }
}
