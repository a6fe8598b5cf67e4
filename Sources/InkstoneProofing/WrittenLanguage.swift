import Foundation

/// The natural language a text is written in, by its ISO 639-1 code (`en`, `de`, `pt`):
/// what a dictionary's name says (`en_US` → `en`) and what a translated file's path
/// says (`docs/de/index.md`, `README.zh-CN.md`). Issue #14, item 2.
public enum WrittenLanguage {
    /// The code a dictionary name or path starts with: `en_US` → `en`, `de_DE_frami` →
    /// `de`, `/usr/share/hunspell/fr_FR.dic` → `fr`.
    public static func code(ofDictionary nameOrPath: String) -> String {
        let name = URL(fileURLWithPath: nameOrPath).lastPathComponent
        let base = name.hasSuffix(".dic") || name.hasSuffix(".aff") ? String(name.dropLast(4)) : name
        return String(base.prefix { $0 != "_" && $0 != "-" }).lowercased()
    }

    /// Whether the language of `code` is written in a script other than Latin, as ICU's
    /// likely subtags say (`zh` → Hans, `ja` → Jpan, `ru` → Cyrl; not `fr`, `id`): the
    /// Latin-script words of such a text are English's (terms, names, code), so a
    /// translation into it with no dictionary installed is read for them in English.
    public static func isWrittenInAnotherScript(_ code: String) -> Bool {
        guard let script = Locale.Language(identifier: code).script?.identifier else { return false }
        return script != "Latn"
    }

    /// Whether `path` names the Latin script beside a language (`phpmailer.lang-sr_latn.php`,
    /// `sr-Latn/`): Serbian written in Latin letters is no other script's text.
    public static func namesLatinScript(_ path: String) -> Bool {
        path.split(whereSeparator: { "/._-".contains($0) }).contains { $0.lowercased() == "latn" }
    }

    /// The language a translated file's path names, or nil. A folder (`docs/de/…`) or a
    /// name's last part before the extension (`README.de.md`) counts when it is an ISO
    /// 639-1 code, with an optional region or script (`pt-BR`, `zh_Hant`), and when a
    /// sibling is named by a language too (`docs/en/` beside `docs/de/`, `README.md` or
    /// `README.fr.md` beside `README.de.md`; `README-fr.md` and `README_fr.md` alike), or
    /// the folder is inside `i18n/`, `locale(s)/` (or the file, named by its language alone:
    /// zod's `locales/sk.ts`): translations live side by side, and a lone
    /// folder named `cs`, `it` or `ml` is more likely C#, IT or machine learning.
    /// Only folders below `root` (the project's, when the path is absolute) count: a
    /// checkout under `/tmp/rn/`, beside `/tmp/ta/`, is no Kirundi translation.
    public static func code(ofPath path: String, below root: String? = nil, siblings: (String) -> [String] = Self.entries(of:)) -> String? {
        let components = path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        let outside = root.flatMap { root in
            path.hasPrefix(root == "/" ? "/" : root + "/") ? root.split(separator: "/", omittingEmptySubsequences: true).count : nil
        } ?? 0
        for (index, component) in components.enumerated().reversed() where index >= outside {
            let parent = components[..<index].joined(separator: "/")
            let folder = path.hasPrefix("/") ? "/" + parent : (parent.isEmpty ? "." : parent)
            if index < components.count - 1 {
                guard let code = code(ofName: component) else { continue }
                // `i18n/fr/`, `locales/fr/`: the folder says it holds translations.
                if index > 0 && translationFolders.contains(components[index - 1].lowercased()) { return code }
                if namesTranslations(siblings(folder), besides: component) { return code }
            } else if index > 0 && translationFolders.contains(components[index - 1].lowercased()),
                      let code = fileCode(of: component, siblings: siblings(folder)) {
                return code
            } else if let (stem, code) = infix(of: component) {
                let others = siblings(folder).filter { $0 != component }
                // A source file is a translation only beside its English one, or among
                // siblings most of which are its translations too (PHPMailer's 57
                // `language/phpmailer.lang-fr.php`): not Python's `utf_16_be.py`
                // (big-endian) beside `utf_16.py`, `test_os.py` beside `test_io.py`,
                // libffi's `return_sc.c` (signed char) beside `return_sl.c`.
                let isDocument = documentExtensions.contains(String(component.split(separator: ".").last ?? "").lowercased())
                let translations = others.compactMap(infix(of:)).filter { $0.stem == stem }
                let translated = isDocument
                    ? !translations.isEmpty || others.contains { Self.stem(of: $0) == stem }
                    : translations.contains { $0.code == "en" } || isSetOfTranslations(translations.count, among: others.count)
                if translated { return code }
            }
        }
        return nil
    }

    /// The language a file in a translations folder is named by (`locales/sk.ts`,
    /// `i18n/fr.json`, Carbon's `Lang/sr_Latn_ME.php`); a three-letter name (ISO 639-2 or
    /// -3: zod's `ota.ts`, `ckb.ts`; Carbon's `hif_FJ.php`), with its region or not,
    /// counts when most of its siblings, three at least, are named by two-letter codes
    /// (an `api.ts` beside `en.ts` and `index.ts` is no language).
    static func fileCode(of name: String, siblings: [String]) -> String? {
        // A locale's variant after `@` (Carbon's `aa_ER@saaho.php`) names no other language.
        let stem = String(stem(of: name).prefix { $0 != "@" })
        if let code = code(ofName: stem) { return code }
        let parts = stem.split(whereSeparator: { $0 == "-" || $0 == "_" })
        guard let first = parts.first, first.count == 3, first.allSatisfy({ ("a"..."z").contains($0) }),
              parts.count <= 3, parts.dropFirst().allSatisfy(isScriptOrRegion) else { return nil }
        let others = siblings.filter { $0 != name }
        let named = others.filter { code(ofName: String(Self.stem(of: $0).prefix { $0 != "@" })) != nil }.count
        return named >= 3 && named * 2 > others.count ? String(first) : nil
    }

    /// Whether a source file with `named` siblings of its name in other languages, of
    /// `siblings` in all, is one of a set of translations: three such siblings at least,
    /// and with it a third of the folder's files or more.
    static func isSetOfTranslations(_ named: Int, among siblings: Int) -> Bool {
        named >= 3 && (named + 1) * 3 >= siblings + 1
    }

    /// Whether the folders beside `folder` (one named by a language) name languages too:
    /// another one at least, and a third of the folders (names without a dot) or more.
    /// libffi's `src/` holds a port for each of thirty processors, `pa` (PA-RISC) and `sh`
    /// (SuperH) among them: no Punjabi and Serbo-Croatian beside English.
    static func namesTranslations(_ siblings: [String], besides folder: String) -> Bool {
        let folders = siblings.filter { !$0.contains(".") || $0 == folder }
        // A run-together name beside its own first two letters (`gles` beside `gl`) is a
        // variant of that name, no language.
        let languages = folders.filter { name in
            code(ofName: name) != nil && !(joinedLocales.contains(name) && folders.contains(String(name.prefix(2))))
        }
        return languages.contains { $0 != folder } && languages.count * 3 >= folders.count
    }

    /// Extensions of documents, whose translations may lie beside each other with no
    /// original (`README.fr.md`, `README.zh-CN.md`); a source file's pair needs it.
    static let documentExtensions: Set<String> = ["md", "markdown", "mdx", "txt", "rst", "adoc", "asciidoc", "org", "html", "htm",
                                                   "tex", "texi", "po", "pot", "textile", "rdoc", "pod"]

    /// `de`, `pt-BR`, `zh_Hant`, `sr-Latn` → `de`, `pt`, `zh`, `sr`; a language's own
    /// name (`中文`, `日本語`, `Español`) → its code; nil for other names.
    /// A locale's language and region run together in lowercase (vuex's `docs/ptbr/`,
    /// `zhcn`) names the language too, when the system's locales hold that pair and it is
    /// no English word (`ruby` is no Russian of Belarus).
    static func code(ofName name: String) -> String? {
        if let code = nativeNames[name.lowercased()] { return code }
        if name.count == 4, joinedLocales.contains(name), WordForms.english.readings(of: name).isEmpty { return String(name.prefix(2)) }
        let parts = name.split(whereSeparator: { $0 == "-" || $0 == "_" })
        guard (1...3).contains(parts.count), parts[0].count == 2 else { return nil }
        let code = parts[0].lowercased()
        guard String(parts[0]) == code, isoCodes.contains(code), parts.dropFirst().allSatisfy(isScriptOrRegion) else { return nil }
        return code
    }

    /// Every locale the system knows with a two-letter language and a region, as the
    /// two codes run together in lowercase (`pt_BR` → `ptbr`, `zh_Hans_CN` → `zhcn`):
    /// ICU's pairs, not any four letters (`core` is no Corsican of Réunion).
    static let joinedLocales: Set<String> = Set(Locale.availableIdentifiers.compactMap { identifier in
        let parts = identifier.split(separator: "_")
        guard parts.count >= 2, parts[0].count == 2, let region = parts.last, region.count == 2,
              region.allSatisfy({ $0.isASCII && $0.isUppercase }) else { return nil }
        return (parts[0] + region).lowercased()
    })

    /// A script or a region after a language's code (`Hant`, `BR`, `Latn`, `419`).
    static func isScriptOrRegion(_ part: Substring) -> Bool {
        (2...4).contains(part.count) && part.allSatisfy { $0.isASCII && $0.isLetter }
            || part.count == 3 && part.allSatisfy { $0.isASCII && $0.isNumber }
    }

    /// Languages' own names, as projects name translations by them (casey/just's
    /// `README.中文.md`).
    static let nativeNames: [String: String] = [
        "中文": "zh", "简体中文": "zh", "繁體中文": "zh", "繁体中文": "zh", "日本語": "ja", "한국어": "ko", "русский": "ru",
        "español": "es", "français": "fr", "deutsch": "de", "português": "pt", "italiano": "it", "türkçe": "tr", "polski": "pl",
        "українська": "uk", "فارسی": "fa", "العربية": "ar",
    ]

    /// Folders whose subfolders are named by language: `i18n/fr/`, `locale/de/`.
    static let translationFolders: Set<String> = ["i18n", "l10n", "locale", "locales", "translations", "lang", "langs"]

    /// `README.de.md`, `README-fr.md`, `README_pt-BR.md` → (`README`, `de` …); nil when
    /// the part before the extension ends in no language code.
    static func infix(of name: String) -> (stem: String, code: String)? {
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        if parts.count >= 3, !parts[0].isEmpty, let code = code(ofName: String(parts[parts.count - 2])) {
            return (parts[..<(parts.count - 2)].joined(separator: "."), code)
        }
        guard parts.count >= 2, !parts[0].isEmpty else { return nil }
        let base = parts[..<(parts.count - 1)].joined(separator: ".")
        // The code after the one before the last separator (`zh-CN`, `pt_BR`, `pt-br`:
        // not Breton), or after the last.
        let separators = base.indices.filter { base[$0] == "-" || base[$0] == "_" }
        for separator in separators.suffix(2) {
            let stem = String(base[..<separator]), tail = String(base[base.index(after: separator)...])
            if !stem.isEmpty, let code = code(ofName: tail) { return (stem, code) }
        }
        return nil
    }

    /// `README.md` → `README`.
    static func stem(of name: String) -> String {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
        return String(name[..<dot])
    }

    public static func entries(of folder: String) -> [String] {
        (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    }

    /// ISO 639-1, the two-letter codes, with Serbo-Croatian's `sh`, withdrawn but still
    /// what glibc's and CLDR's locales name it (Carbon's `Lang/sh.php`).
    static let isoCodes: Set<String> = Set("""
        aa ab ae af ak am an ar as av ay az ba be bg bh bi bm bn bo br bs ca ce ch co cr cs cu cv cy da de dv dz ee el
        en eo es et eu fa ff fi fj fo fr fy ga gd gl gn gu gv ha he hi ho hr ht hu hy hz ia id ie ig ii ik io is it iu
        ja jv ka kg ki kj kk kl km kn ko kr ks ku kv kw ky la lb lg li ln lo lt lu lv mg mh mi mk ml mn mr ms mt my na
        nb nd ne ng nl nn no nr nv ny oc oj om or os pa pi pl ps pt qu rm rn ro ru rw sa sc sd se sg si sk sl sm sn so
        sh sq sr ss st su sv sw ta te tg th ti tk tl tn to tr ts tt tw ty ug uk ur uz ve vi vo wa wo xh yi yo za zh zu
        """.split(whereSeparator: \.isWhitespace).map(String.init))
}
