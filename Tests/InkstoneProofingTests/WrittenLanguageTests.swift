import XCTest
@testable import InkstoneProofing
@testable import InkstoneText

/// The language a dictionary or a translated file's path names, and the paragraphs in
/// another language than the dictionaries' (issue #14, item 2).
final class WrittenLanguageTests: XCTestCase {
    private func code(_ path: String, _ folders: [String: [String]]) -> String? {
        WrittenLanguage.code(ofPath: path) { folders[$0] ?? [] }
    }

    func testATranslationsPathNamesItsLanguageWhenASiblingIsATranslationToo() {
        let docs = ["docs": ["en", "de", "pt-BR", "zh-hant", "assets"]]
        XCTAssertEqual(code("docs/de/docs/index.md", docs), "de")
        XCTAssertEqual(code("docs/pt-BR/index.md", docs), "pt")
        XCTAssertEqual(code("docs/zh-hant/index.md", docs), "zh")
        XCTAssertEqual(code("docs/en/index.md", docs), "en")
        XCTAssertNil(code("docs/assets/index.md", docs))
        XCTAssertNil(code("examples/cs/README.md", ["examples": ["cs", "go", "rust"]]), "one code among other names is no translation")
        XCTAssertNil(code("src/de/company/App.java", ["src": ["de"]]))
        // libffi's ports: two processors of thirty named like languages are no translations.
        let ports = ["src": ["aarch64", "alpha", "arm", "mips", "pa", "powerpc", "riscv", "s390", "sh", "sh64", "sparc", "x86",
                             "closures.c", "dlmalloc.c"]]
        XCTAssertNil(code("src/pa/ffi.c", ports), "two of twelve folders")
        XCTAssertNil(code("src/sh/ffi.c", ports))
        XCTAssertEqual(code("site/de/index.md", ["site": ["de", "en", "fr", "assets", "api", "blog", "index.md"]]), "de",
                       "three of six folders")
        XCTAssertEqual(code("README.de.md", [".": ["README.md", "README.de.md"]]), "de")
        XCTAssertEqual(code("./README.zh-CN.md", [".": ["README.fr.md", "README.zh-CN.md"]]), "zh")
        XCTAssertNil(code("notes.it.md", [".": ["notes.it.md"]]))
        // libffi's tests of return types: signed char and signed long, no Sardinian or Slovenian.
        XCTAssertNil(code("testsuite/return_sc.c", ["testsuite": ["return_sc.c", "return_sl.c", "return_uc.c"]]))
        // Python's big-endian codec and its tests of modules, beside their originals: no Belarusian or Ossetian.
        XCTAssertNil(code("encodings/utf_16_be.py", ["encodings": ["utf_16.py", "utf_16_be.py", "utf_16_le.py"]]))
        XCTAssertNil(code("test/test_os.py", ["test": ["test.py", "test_io.py", "test_os.py", "test_tk.py"]]))
        XCTAssertEqual(code("src/strings_de.js", ["src": ["strings_en.js", "strings_de.js"]]), "de", "beside its English original")
        // PHPMailer's messages, one file a language and no English one: a set of translations.
        let messages = ["language": ["phpmailer.lang-de.php", "phpmailer.lang-es.php", "phpmailer.lang-fr.php", "phpmailer.lang-pt_br.php"]]
        XCTAssertEqual(code("language/phpmailer.lang-fr.php", messages), "fr")
        XCTAssertEqual(code("language/phpmailer.lang-pt_br.php", messages), "pt")
        let tests = ["test": ["test_el.py", "test_io.py", "test_os.py", "test_tk.py"] + (1...12).map { "test_module\($0).py" }]
        XCTAssertNil(code("test/test_os.py", tests), "four of sixteen tests named like languages are no set of translations")
        XCTAssertNil(code("docs/De/x.md", ["docs": ["De", "en"]]), "codes are lowercase")
        // vuex's docs: `ptbr` beside `ja` and `zh` is Brazilian Portuguese; `core` beside them no Corsican.
        let site = ["docs": ["ja", "ptbr", "zh", "api", "guide", "core", "index.md"]]
        XCTAssertEqual(code("docs/ptbr/api/index.md", site), "pt")
        XCTAssertNil(code("docs/core/index.md", site))
        XCTAssertNil(code("docs/ptbr/index.md", ["docs": ["ptbr", "api", "guide"]]), "a locale's letters alone are no translation")
        XCTAssertNil(code("src/render/gles/x.c", ["src/render": ["gl", "gles", "vulkan", "metal"]]), "OpenGL ES beside OpenGL")
        XCTAssertNil(code("src/render/gl/x.c", ["src/render": ["gl", "gles", "vulkan", "metal"]]))
        XCTAssertNil(code("bindings/ruby/x.rb", ["bindings": ["cs", "ruby", "python", "go"]]), "an English word")
    }

    /// Only the folders below the project's root name a language: a checkout under
    /// `/tmp/rn/` beside `/tmp/ta/` is no Kirundi, `/work/de/` no German.
    func testFoldersAboveTheProjectsRootNameNoLanguage() {
        let folders = ["/tmp": ["rn", "ta"], "/work/de/site/docs": ["de", "fr"], "/work": ["de", "fr"]]
        XCTAssertEqual(WrittenLanguage.code(ofPath: "/tmp/rn/q.txt") { folders[$0] ?? [] }, "rn", "without a root, every folder counts")
        XCTAssertNil(WrittenLanguage.code(ofPath: "/tmp/rn/q.txt", below: "/tmp/rn") { folders[$0] ?? [] })
        XCTAssertNil(WrittenLanguage.code(ofPath: "/work/de/site/a.md", below: "/work/de/site") { folders[$0] ?? [] })
        XCTAssertEqual(WrittenLanguage.code(ofPath: "/work/de/site/docs/fr/a.md", below: "/work/de/site") { folders[$0] ?? [] }, "fr")
    }

    /// Issue #26, item 4: a guide translated as `README-fr.md`, `README_es.md` gave
    /// thousands of findings in French and Spanish.
    func testTranslationsNamedWithAHyphenOrAnUnderscoreOrInALocaleFolder() {
        let root = [".": ["README.md", "README-fr.md", "README_es.md", "README-zh-CN.md", "README-pt_BR.md", "setup-it.md"]]
        XCTAssertEqual(code("README-fr.md", root), "fr")
        XCTAssertEqual(code("README_es.md", root), "es")
        XCTAssertEqual(code("README-zh-CN.md", root), "zh")
        XCTAssertEqual(code("README-pt_BR.md", root), "pt")
        // expressjs/multer's doc/: a region in lowercase is no Breton (`br`) or Cornish.
        let doc = ["doc": ["README-fr.md", "README-pt-br.md", "README-zh-cn.md"]]
        XCTAssertEqual(code("doc/README-pt-br.md", doc), "pt")
        XCTAssertEqual(code("doc/README-zh-cn.md", doc), "zh")
        // casey/just names its Chinese readme in Chinese.
        XCTAssertEqual(code("README.中文.md", [".": ["README.md", "README.中文.md"]]), "zh")
        XCTAssertEqual(code("guide/Español.md", ["guide": ["English.md", "Español.md"]]), nil, "a name, no infix")
        XCTAssertNil(code("setup-it.md", root), "no sibling of that stem")
        XCTAssertNil(code("tag-it.md", [".": ["tag-it.md", "README.md"]]))
        XCTAssertEqual(code("i18n/fr/messages.md", ["i18n": ["fr"]]), "fr")
        XCTAssertEqual(code("app/locales/de/help.txt", ["app/locales": ["de"]]), "de")
        XCTAssertNil(code("src/de/App.java", ["src": ["de"]]))
        // zod's locales/sk.ts: a file named by its language in a translations folder.
        XCTAssertEqual(code("src/v4/locales/sk.ts", ["src/v4/locales": ["sk.ts", "pl.ts", "index.ts"]]), "sk")
        XCTAssertNil(code("src/v4/locales/index.ts", ["src/v4/locales": ["sk.ts", "index.ts"]]))
        XCTAssertNil(code("src/v4/core/it.ts", ["src/v4/core": ["it.ts"]]), "not in a translations folder")
        // Round S: Carbon's locales, with a script and a region, a variant, a three-letter code with a region.
        let carbon = ["src/Carbon/Lang": ["sr_Latn_ME.php", "aa_ER@saaho.php", "hif_FJ.php", "fr.php", "de.php", "it.php", "en.php"]]
        XCTAssertEqual(code("src/Carbon/Lang/sr_Latn_ME.php", carbon), "sr")
        XCTAssertEqual(code("src/Carbon/Lang/aa_ER@saaho.php", carbon), "aa")
        XCTAssertEqual(code("src/Carbon/Lang/hif_FJ.php", carbon), "hif")
        XCTAssertEqual(code("src/Carbon/Lang/sh.php", carbon), "sh")
        XCTAssertNil(code("src/Carbon/Lang/api_v2.php", carbon), "no region")
        XCTAssertEqual(code("src/v4/locales/ota.ts", ["src/v4/locales": ["ota.ts", "sk.ts", "pl.ts", "de.ts", "index.ts"]]), "ota",
                       "ISO 639-3, among translations")
        XCTAssertNil(code("src/v4/locales/api.ts", ["src/v4/locales": ["api.ts", "en.ts", "index.ts"]]))
    }

    func testADictionarysNameGivesItsLanguage() {
        XCTAssertEqual(WrittenLanguage.code(ofDictionary: "en_US"), "en")
        XCTAssertEqual(WrittenLanguage.code(ofDictionary: "/usr/share/hunspell/de_DE_frami.dic"), "de")
        XCTAssertEqual(WrittenLanguage.code(ofDictionary: "pt-BR"), "pt")
    }

    private func foreign(_ text: String, refused: [String], alphabet: Set<Character> = Set("abcdefghijklmnopqrstuvwxyz")) -> [String] {
        let document = TextDocument(text)
        let findings = refused.map { word -> Finding in
            let range = (text as NSString).range(of: word)
            return Finding(kind: .spelling, range: TextRange(range.location, range.length), text: word, message: "", suggestions: [], rule: Rule.spelling.id)
        }
        return ForeignParagraphs.find(in: [document.fullRange], of: document, tokenizer: WordTokenizer(), findings: findings,
                                      alphabet: alphabet).map { document.string(in: $0.span) }
    }

    func testAParagraphMostlyRefusedIsForeignAndAShortOneIsNot() {
        let french = "Ce paragraphe est écrit en français."
        XCTAssertEqual(foreign("We recieve it.\n\n" + french + "\n", refused: ["recieve", "paragraphe", "est", "écrit", "français"]),
                       [french + "\n"])
        XCTAssertEqual(foreign("Teh quick fox.\n", refused: ["Teh"]), [], "under five words")
        XCTAssertEqual(foreign("Thsi si a tset of tpyos.\n", refused: ["Thsi", "si", "tset", "tpyos"]), ["Thsi si a tset of tpyos.\n"],
                       "five words, most refused, read as one paragraph")
        XCTAssertEqual(foreign("The word код is Russian.\n", refused: ["код"]), ["код"], "a word in another script")
        XCTAssertEqual(foreign("The word код is Russian.\n", refused: ["код"], alphabet: []), [], "a dictionary that names no letters")
    }

    /// Issue #27: the judge asks `mayBeForeign` before it reads a paragraph's words;
    /// whenever that says no, reading them finds nothing foreign either.
    func testAParagraphThatMayNotBeForeignIsNeverFoundForeign() {
        let words = ["the", "cat", "sat", "on", "mat", "teh", "xyzzy", "qwrt", "код", "écrit", "DejaVu", "parse_itemz", "a", "I"]
        let seed: UInt64 = 0x27_03
        print("seed \(seed)")
        var random = SeededRandom(seed: seed)
        let alphabet = Set("abcdefghijklmnopqrstuvwxyz")
        for _ in 0..<2_000 {
            let chosen = (0..<Int.random(in: 1...9, using: &random)).map { _ in words.randomElement(using: &random)! }
            let text = chosen.joined(separator: " ") + ".\n"
            let document = TextDocument(text)
            var findings: [Finding] = []
            var offset = 0
            for word in chosen {
                if Bool.random(using: &random) {
                    findings.append(Finding(kind: .spelling, range: TextRange(offset, word.utf16.count), text: word, message: "",
                                            suggestions: [], rule: Rule.spelling.id))
                }
                offset += word.utf16.count + 1
            }
            guard !ForeignParagraphs.mayBeForeign(findings, of: document, tokenizer: WordTokenizer(), alphabet: alphabet) else { continue }
            XCTAssertEqual(ForeignParagraphs.find(in: [document.fullRange], of: document, tokenizer: WordTokenizer(), findings: findings,
                                                  alphabet: alphabet), [], text)
        }
    }

    func testCommentLinesJoinButACommentAndTheCodeUnderItDoNot() {
        XCTAssertTrue(ForeignParagraphs.joins(Array("\n# ".utf16)))
        XCTAssertTrue(ForeignParagraphs.joins(Array("\", \"".utf16)))
        XCTAssertTrue(ForeignParagraphs.joins(Array(" `code` ".utf16)), "a code span on the line")
        XCTAssertFalse(ForeignParagraphs.joins(Array("\n    (b\"".utf16)))
        XCTAssertFalse(ForeignParagraphs.joins(Array("\n\n".utf16)))
        XCTAssertFalse(ForeignParagraphs.joins(Array("\r\n  \r\n".utf16)))
    }
}
