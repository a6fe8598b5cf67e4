import Foundation

/// Expands a Hunspell dictionary's stems with its prefix and suffix rules into the
/// word forms it accepts (`walk/DG` → walk, walked, walking), for the suggestion
/// index. Handles single-character flags and cross products, which covers the common
/// dictionaries (en_US among them); compound rules are left out.
struct AffixExpander {
    struct Rule {
        let strip: String
        let add: String
        let condition: NSRegularExpression?
    }

    struct Affix {
        let isPrefix: Bool
        let crossProduct: Bool
        var rules: [Rule]
    }

    private var affixes: [Character: Affix] = [:]

    init(affixText: String) {
        for line in affixText.split(whereSeparator: \.isNewline) {
            let fields = line.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
            guard fields.count >= 4, fields[0] == "PFX" || fields[0] == "SFX", let flag = fields[1].first else { continue }
            let isPrefix = fields[0] == "PFX"
            if affixes[flag] == nil {
                affixes[flag] = Affix(isPrefix: isPrefix, crossProduct: fields[2] == "Y", rules: [])
                continue
            }
            guard fields.count >= 5 else { continue }
            let strip = fields[2] == "0" ? "" : fields[2]
            let add = fields[3] == "0" ? "" : String(fields[3].split(separator: "/")[0])
            let condition = fields[4] == "." ? nil
                : try? NSRegularExpression(pattern: isPrefix ? "^" + fields[4] : fields[4] + "$")
            affixes[flag]?.rules.append(Rule(strip: strip, add: add, condition: condition))
        }
    }

    /// The forms of one `.dic` entry (`stem/FLAGS`).
    func forms(of entry: Substring) -> [String] {
        let parts = entry.split(separator: "/", maxSplits: 1)
        let stem = String(parts[0])
        let flags = parts.count > 1 ? Array(parts[1]) : []
        var result = [stem]
        var suffixed: [String] = []
        for flag in flags {
            guard let affix = affixes[flag], !affix.isPrefix else { continue }
            let forms = apply(affix, to: stem)
            result += forms
            if affix.crossProduct { suffixed += forms }
        }
        for flag in flags {
            guard let affix = affixes[flag], affix.isPrefix else { continue }
            result += apply(affix, to: stem)
            if affix.crossProduct { result += suffixed.flatMap { apply(affix, to: $0) } }
        }
        return result
    }

    private func apply(_ affix: Affix, to word: String) -> [String] {
        affix.rules.compactMap { rule in
            if let condition = rule.condition,
               condition.firstMatch(in: word, range: NSRange(location: 0, length: (word as NSString).length)) == nil {
                return nil
            }
            if affix.isPrefix {
                guard word.hasPrefix(rule.strip) else { return nil }
                return rule.add + word.dropFirst(rule.strip.count)
            }
            guard word.hasSuffix(rule.strip) else { return nil }
            return word.dropLast(rule.strip.count) + rule.add
        }
    }
}
