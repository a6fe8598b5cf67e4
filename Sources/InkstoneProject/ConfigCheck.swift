import Foundation
import InkstoneProofing
import InkstoneSyntax

/// What `ProjectConfig.load` checks beyond types: unknown keys (with the nearest known
/// one), unknown rule names, empty language lists, negative numbers, invalid globs and
/// regular expressions. Each problem is one sentence naming the key and what is allowed.
enum ConfigCheck {
    static func problem(in data: Data, config: ProjectConfig) -> String? {
        let decoder = JSONDecoder()
        decoder.allowsJSON5 = true
        if let keys = try? decoder.decode(KeyProbe.self, from: data) {
            if let problem = unknown(keys.keys, allowed: ProjectConfig.CodingKeys.allCases.map(\.rawValue), at: "") { return problem }
            for (index, override) in keys.overrides.enumerated() {
                let allowed = ProjectConfig.Override.CodingKeys.allCases.map(\.rawValue)
                if let problem = unknown(override, allowed: allowed, at: "overrides[\(index)].") { return problem }
            }
        }
        return settingsProblem(languages: config.languages, rules: config.rules, maxAcronymLength: config.maxAcronymLength,
                               ignorePatterns: config.ignorePatterns, globs: config.ignorePaths, at: "", globKey: "ignorePaths")
            ?? globProblem(config.include, at: "include")
            ?? config.report.flatMap { value in
                ProjectConfig.reportValues.contains(value) ? nil
                    : "report must be \"default\" (typos, flagged words, grammar) or \"all\" (unknown words too), not \"\(value)\""
            }
            ?? (config.overrides ?? []).enumerated().lazy.compactMap { index, override in
                override.files.isEmpty ? "overrides[\(index)].files is empty; give at least one glob, as in [\"docs/**\"]" :
                    settingsProblem(languages: override.languages, rules: override.rules, maxAcronymLength: override.maxAcronymLength,
                                    ignorePatterns: override.ignorePatterns, globs: override.files, at: "overrides[\(index)].", globKey: "files")
                    ?? languageProblem(override.language, at: "overrides[\(index)].language")
            }.first
    }

    private static func globProblem(_ globs: [String]?, at key: String) -> String? {
        for glob in globs ?? [] {
            if let problem = IgnoreRules.problem(inGlob: glob) { return "\(key): '\(glob)' \(problem)" }
        }
        return nil
    }

    /// An override's `language` must be one that `inkstone languages` lists.
    private static func languageProblem(_ name: String?, at key: String) -> String? {
        guard let name, LanguageRegistry.named(name).map({ !$0.isLayerOnly }) != true else { return nil }
        let names = LanguageRegistry.listed.map(\.name)
        return "\(key): unknown language \"\(name)\"\(suggestion(for: name, among: names)); the languages are "
            + names.joined(separator: ", ")
    }

    private static func settingsProblem(languages: [String]?, rules: [String: Bool]?, maxAcronymLength: Int?,
                                        ignorePatterns: [String]?, globs: [String]?, at prefix: String, globKey: String) -> String? {
        if let languages, languages.isEmpty || languages.contains(where: { $0.trimmingCharacters(in: .whitespaces).isEmpty }) {
            return "\(prefix)languages needs at least one Hunspell dictionary name, as in [\"en_US\"]"
        }
        if let name = rules?.keys.sorted().first(where: { !ProjectConfig.ruleNames.contains($0) }) {
            return "\(prefix)rules: unknown rule \"\(name)\"\(suggestion(for: name, among: ProjectConfig.ruleNames)); "
                + "the rules are " + ProjectConfig.ruleNames.joined(separator: ", ")
        }
        if let length = maxAcronymLength, length < 0 {
            return "\(prefix)maxAcronymLength must be 0 or more (it is \(length))"
        }
        if let bad = (ignorePatterns ?? []).first(where: { (try? NSRegularExpression(pattern: $0)) == nil }) {
            return "\(prefix)ignorePatterns: '\(bad)' is not a valid regular expression (ICU syntax; escape \\ as \\\\ in JSON)"
        }
        for glob in globs ?? [] {
            if let problem = IgnoreRules.problem(inGlob: glob) { return "\(prefix)\(globKey): '\(glob)' \(problem)" }
        }
        return nil
    }

    private static func unknown(_ keys: [String], allowed: [String], at prefix: String) -> String? {
        guard let key = keys.sorted().first(where: { !allowed.contains($0) }) else { return nil }
        return "unknown key \"\(prefix)\(key)\"\(suggestion(for: key, among: allowed)); the keys are " + allowed.joined(separator: ", ")
    }

    /// ` (did you mean "words"?)` when a known name is a few edits away.
    static func suggestion(for name: String, among known: [String]) -> String {
        NearestName.to(name, among: known).map { " (did you mean \"\($0)\"?)" } ?? ""
    }

    static func keyPath(_ path: [CodingKey]) -> String {
        path.reduce("") { text, key in
            if let index = key.intValue { return text + "[\(index)]" }
            return text.isEmpty ? key.stringValue : text + "." + key.stringValue
        }
    }

    static func describe(_ type: Any.Type) -> String {
        switch type {
        case is Int.Type: "a whole number"
        case is Bool.Type: "true or false"
        case is String.Type: "a string"
        case is [String].Type: "a list of strings"
        case is [Any].Type: "a list"
        case is [String: Bool].Type: "an object of true and false values"
        default: String(describing: type).hasPrefix("Array") ? "a list" : "an object"
        }
    }

    /// The keys of the config and of each override, whatever their values.
    private struct KeyProbe: Decodable {
        let keys: [String]
        let overrides: [[String]]

        init(from decoder: Decoder) throws {
            let container = try decoder.container(keyedBy: AnyKey.self)
            keys = container.allKeys.map(\.stringValue)
            overrides = (try? container.decode([OverrideKeys].self, forKey: AnyKey(stringValue: "overrides"))).map { $0.map(\.keys) } ?? []
        }
    }

    private struct OverrideKeys: Decodable {
        let keys: [String]
        init(from decoder: Decoder) throws {
            keys = try decoder.container(keyedBy: AnyKey.self).allKeys.map(\.stringValue)
        }
    }

    private struct AnyKey: CodingKey {
        let stringValue: String
        init(stringValue: String) { self.stringValue = stringValue }
        var intValue: Int? { nil }
        init?(intValue: Int) { nil }
    }
}
