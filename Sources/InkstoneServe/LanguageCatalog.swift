import Foundation
import InkstoneJSON
import InkstoneProject
import InkstoneProofing

/// The written languages the server checks: its installed Hunspell dictionaries,
/// named as LanguageTool names languages (`en_US` is `en-US`, code `en`).
struct LanguageCatalog: Sendable {
    /// The installed dictionaries' names (`en_US`).
    let dictionaries: [String]
    /// What `auto` reads with: the configuration's dictionaries, else the default.
    let automatic: [String]

    /// `en_US` → `en-US`.
    static func longCode(of dictionary: String) -> String { dictionary.replacingOccurrences(of: "_", with: "-") }

    /// `en_US` → `en`.
    static func code(of dictionary: String) -> String { String(dictionary.prefix { $0 != "_" && $0 != "-" }) }

    /// `en_US` → `English (United States)`, in English.
    static func name(of dictionary: String) -> String {
        Locale(identifier: "en_US").localizedString(forIdentifier: dictionary) ?? longCode(of: dictionary)
    }

    /// The dictionary `language` asks for; nil for `auto`. `en` takes the preferred
    /// variant (`preferredVariants=en-GB`) when installed, else the first installed.
    func dictionary(for language: String, preferring variants: [String]) throws(APIError) -> String? {
        if language == "auto" { return nil }
        let wanted = language.replacingOccurrences(of: "-", with: "_")
        if let exact = dictionaries.first(where: { $0.caseInsensitiveCompare(wanted) == .orderedSame }) { return exact }
        let sameCode = dictionaries.filter { Self.code(of: $0).caseInsensitiveCompare(wanted) == .orderedSame }
        if let preferred = sameCode.first(where: { dictionary in variants.contains { Self.longCode(of: dictionary).caseInsensitiveCompare($0) == .orderedSame } }) {
            return preferred
        }
        if let first = sameCode.first { return first }
        let meant = Self.meant(by: language, among: dictionaries)
        let shown = meant.map(Self.longCode) ?? language
        throw APIError(400, "no dictionary for language '\(language)' is installed"
            + (meant.map { " (did you mean '\(Self.longCode(of: $0))'?)" } ?? "") + "; this server checks "
            + (dictionaries.map(Self.longCode).joined(separator: ", ")) + " or auto (GET /v2/languages lists them)"
            + (meant.map { dictionaries.contains($0) } == true ? "" : "; " + DictionaryInstallHint.text(for: shown)))
    }

    /// The language a code that names none was most likely meant to be: ICU's canonical
    /// form where its alias tables know the code (`en_UK` → `en_GB`, `iw` → `he`), else
    /// the nearest installed dictionary (`en_UD` → `en_US`); nil when neither is close.
    static func meant(by language: String, among installed: [String]) -> String? {
        let wanted = language.replacingOccurrences(of: "-", with: "_")
        let canonical = Locale.identifier(.icu, from: wanted)
        if canonical.caseInsensitiveCompare(wanted) != .orderedSame, !canonical.isEmpty { return canonical }
        return NearestName.to(wanted, among: installed)
    }

    /// `GET /v2/languages`.
    var listing: JSONValue {
        .array(dictionaries.map { dictionary in
            .object([("name", .string(Self.name(of: dictionary))), ("code", .string(Self.code(of: dictionary))),
                     ("longCode", .string(Self.longCode(of: dictionary)))])
        })
    }
}
