import Foundation
import InkstoneProofing
import InkstoneText

/// Findings as SARIF 2.1.0, for code-scanning upload: one run, one rule per checker
/// rule, one result per finding with a region in 1-based lines and columns.
enum SarifReport {
    static func render(_ findings: [(path: String, document: TextDocument, finding: Finding)], version: String) -> String {
        let rules = Set(findings.map(\.finding.rule.rawValue)).sorted().map { rule -> [String: Any] in
            ["id": rule, "shortDescription": ["text": description(of: rule)]]
        }
        let results = findings.map { path, document, finding -> [String: Any] in
            let start = document.lines.position(of: finding.range.location)
            let end = document.lines.position(of: finding.range.end)
            return [
                "ruleId": finding.rule.rawValue,
                "level": finding.tier == .unknownWord ? "note" : "warning",
                "message": ["text": finding.message + (finding.suggestions.isEmpty ? "" : " (suggestions: \(finding.suggestions.prefix(3).joined(separator: ", ")))")],
                "locations": [["physicalLocation": [
                    "artifactLocation": ["uri": path.hasPrefix("./") ? String(path.dropFirst(2)) : path],
                    "region": ["startLine": start.line + 1, "startColumn": start.column + 1,
                               "endLine": end.line + 1, "endColumn": end.column + 1],
                ]]],
            ]
        }
        let report: [String: Any] = [
            "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
            "version": "2.1.0",
            "runs": [["tool": ["driver": ["name": "inkstone", "version": version, "informationUri": "https://inkstone.invalid/",
                                          "rules": rules]],
                      "columnKind": "utf16CodeUnits",
                      "results": results]],
        ]
        let data = (try? JSONSerialization.data(withJSONObject: report, options: [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes])) ?? Data()
        return String(decoding: data, as: UTF8.self)
    }

    static func description(of rule: String) -> String {
        Rule.named(rule)?.summary ?? rule
    }
}
