import Foundation

/// Expands a Hunspell dictionary's stems with its prefix and suffix rules into the
/// word forms it accepts (`walk/DG` → walk, walked, walking), for the suggestion
/// index. Handles single-character, `FLAG long` (two characters: French) and `FLAG
/// num` (numbers) flags and cross products, which covers the common dictionaries
/// (en_US, fr among them); compound rules are left out. A condition is matched by
/// `AffixCondition`, not a regular expression: French has 5,600 rules.
struct AffixExpander {
    struct Rule {
        let strip: String
        let add: String
        let condition: AffixCondition?
    }

    struct Affix {
        let isPrefix: Bool
        let crossProduct: Bool
        var rules: [Rule]
    }

    /// How the dictionary writes its flags (its `FLAG` line).
    enum FlagStyle { case character, long, number }

    private var affixes: [String: Affix] = [:]
    private var style = FlagStyle.character

    init(affixText: String) {
        for line in affixText.split(whereSeparator: \.isNewline) {
            let fields = line.split(separator: " ", omittingEmptySubsequences: true).map(String.init)
            if fields.count >= 2, fields[0] == "FLAG" {
                style = fields[1] == "long" ? .long : fields[1] == "num" ? .number : .character
                continue
            }
            guard fields.count >= 4, fields[0] == "PFX" || fields[0] == "SFX" else { continue }
            let flag = fields[1]
            let isPrefix = fields[0] == "PFX"
            if affixes[flag] == nil {
                affixes[flag] = Affix(isPrefix: isPrefix, crossProduct: fields[2] == "Y", rules: [])
                continue
            }
            guard fields.count >= 5 else { continue }
            let strip = fields[2] == "0" ? "" : fields[2]
            let add = fields[3] == "0" ? "" : String(fields[3].split(separator: "/")[0])
            let condition = fields[4] == "." ? nil : AffixCondition(fields[4], atStart: isPrefix)
            affixes[flag]?.rules.append(Rule(strip: strip, add: add, condition: condition))
        }
    }

    /// The forms of one `.dic` entry (`stem/FLAGS`).
    func forms(of entry: Substring) -> [String] {
        let parts = entry.split(separator: "/", maxSplits: 1)
        let stem = String(parts[0])
        let flags = parts.count > 1 ? Self.flags(in: parts[1], style: style) : []
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

    /// `AaBb` → `Aa`, `Bb` (long); `101,2` → `101`, `2` (num); else one a character.
    static func flags(in text: Substring, style: FlagStyle) -> [String] {
        switch style {
        case .character: return text.map { String($0) }
        case .number: return text.split(separator: ",").map(String.init)
        case .long:
            let characters = Array(text)
            return stride(from: 0, to: characters.count - 1, by: 2).map { String(characters[$0...$0 + 1]) }
        }
    }

    private func apply(_ affix: Affix, to word: String) -> [String] {
        affix.rules.compactMap { rule in
            if let condition = rule.condition, !condition.matches(word) { return nil }
            if affix.isPrefix {
                guard word.hasPrefix(rule.strip) else { return nil }
                return rule.add + word.dropFirst(rule.strip.count)
            }
            guard word.hasSuffix(rule.strip) else { return nil }
            return word.dropLast(rule.strip.count) + rule.add
        }
    }
}
