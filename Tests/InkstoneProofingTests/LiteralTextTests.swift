import XCTest
@testable import InkstoneProofing
@testable import InkstoneSyntax
@testable import InkstoneText

/// What a string literal holds: code, a message, a sentence (issue #14, items 6 and 7).
final class LiteralTextTests: XCTestCase {
    func testStringsThatHoldCodeOrDataAreNoProse() {
        for code in ["wb", "darwin", "utf-8", "%Y-%m-%d", "<p class=\"x\">Hi</p>", "key=value {x} a.b", "--flag -x /path",
                     "; set-option -p off ; set-option -p on", "snake_case other_name",
                     "'[\"fo\", \"foo\", \"barfoo\", \"foobar\", \"barfoob\"]'", "b'{\"key\": \"valeu\"}'",
                     "'badd '", "\" vsplit\"", "SELECT relname AS table, idx_scan FROM pg_stat_user_tables WHERE idx_scan = 0",
                     "\"SELECT conname FROM pg_constraint\""] {
            XCTAssertTrue(LiteralText.holdsCode(code), code)
        }
        for message in ["Cancel", "Error:", "could not recieve data", "Hello #{name}, welcome", "Save the file first.",
                        "\"{name} is not valid\"", "'Cancel '", "Select the rows from the table first.", "SELECT a tabel first"] {
            XCTAssertFalse(LiteralText.holdsCode(message), message)
        }
    }

    func testOnlySentencesAreReadByGrammarRules() {
        for sentence in ["Could not open the file.", "an apple, a orange, and and a hour", "Nothing to do here"] {
            XCTAssertTrue(LiteralText.isSentence(sentence), sentence)
        }
        for data in ["foo foo", "sherlock\nsherlock\nholmes", "Hello A A", "x = a rc count", "name      value      other",
                     "b b b b b b b b", "fn(x) is the call here"] {
            XCTAssertFalse(LiteralText.isSentence(data), data)
        }
    }

    /// Issue #26: a percentage, a price or a number sign is prose; in a plain text a
    /// token that looks like code keeps the grammar rules off its paragraph. Issue #52:
    /// so is a version or a decimal number (`since the 2.0 release`, `added in 1.4.`), and a
    /// name of letters and digits (`IE11`, `v1.4`, `utf-8`), and single letters between dots
    /// (`e.g.`, `p.m.`, `U.S.`); `a.b` between words stays a member's name.
    /// A literal of several lines that is no code as a whole (a here-document that says
    /// what it checks, then holds a C program) loses the lines that are code; its
    /// sentence and its one-line text stay.
    func testTheCodeLinesOfALongLiteralAreNoProse() {
        let text = "Checks whether the compiler has it\nint mytest(const char *fmt)\n{\n  va_list ap;\n  n = vsnprintf(buf, sizeof(buf), fmt, ap);\n  return n;\n}\n"
        let document = TextDocument(text)
        let lines = LiteralText.codeLines(of: document.fullRange, in: document).map { document.string(in: $0) }
        XCTAssertEqual(lines, ["  va_list ap;", "  n = vsnprintf(buf, sizeof(buf), fmt, ap);"], "a signature is left to the words it holds")
        let one = TextDocument("va_list ap; and more")
        XCTAssertEqual(LiteralText.codeLines(of: one.fullRange, in: one), [], "a literal of one line is judged whole")
        XCTAssertTrue(LiteralText.isStatement(Array("  x = 1;".utf16)))
        XCTAssertFalse(LiteralText.isStatement(Array("Read the guide; it helps.".utf16)), "a sentence with a semicolon")
        XCTAssertFalse(LiteralText.isStatement(Array("It ends here;".utf16)))
    }

    func testQuantitiesAreNoCode() {
        for prose in ["It is 50% done.", "It costs $5.00, or $1,000 for #12.", "Tom & Jerry went home.",
                      "It broke in the 2.0 release.", "The flag was added in 1.4.", "Upgrade to 1.12.3 first.", "Pi is 3.14.",
                      "It writes an 8-byte header.", "Run it on the 2nd of May.", "A 64-bit 3rd-party build.",
                      "v1.4 ships", "use utf-8 here", "a 10x gain", "We dropped IE11 in v1.4.", "Format it as FAT32.", "IPv6 and x86-64 work.",
                      "Restart it, e.g. at night.", "That is, i.e. the default.", "It stops at 11 p.m. today.", "Made in the U.S. in 1990."] {
            XCTAssertTrue(LiteralText.isCodeFree(prose), prose)
        }
        for code in ["use %d here", "set $HOME now", "a #define b", "x && y", "50%%", "$x5", "see os.path here",
                     "2.0.x is out", "call 1.foo now", "the 8-bit- thing", "open crash.log now", "run -v2 here", "a x86_64 box",
                     "see a.b here", "read e.gg now", "run ab.c now"] {
            XCTAssertFalse(LiteralText.isCodeFree(code), code)
        }
    }

    /// A Python file: its docstring and comment are prose for both; its messages for
    /// spelling; its flags and data for neither.
    func testAFilesLiteralsAreJudgedWholeAndDocstringsAreNoLiterals() throws {
        let source = """
        def f():
            \"\"\"Return a apple.\"\"\"
            # a apple here
            open(path, 'wb')
            raise IOError("could not recieve the the data")
            greet("Hello #{name}, a apple")

        """
        let document = TextDocument(source)
        let syntax = try SyntaxTree(document: document, language: LanguageRegistry.named("python")!)
        let regions = try RegionMap(document: document, syntax: syntax)
        let prose = LiteralText.partition(regions.prose, literals: regions.literalExtents, of: document)
        let spelling = prose.spelling.map { document.string(in: $0) }
        let grammar = prose.grammar.map { document.string(in: $0) }
        XCTAssertEqual(spelling, ["Return a apple.", " a apple here", "could not recieve the the data", "Hello #{name}, a apple"])
        XCTAssertEqual(grammar, ["Return a apple.", " a apple here", "could not recieve the the data"])
    }

    /// Grammar rules read no table row and no code span that prose keeps backticks
    /// around (a comment in code).
    func testGrammarSkipsTablesAndCodeSpans() {
        let document = TextDocument("Run `a apple` here, a apple.\nname      a apple      other\nA apple.\n")
        let grammar = LiteralText.partition([document.fullRange], literals: [], of: document).grammar
        XCTAssertEqual(grammar.map { document.string(in: $0) }, ["Run ", " here, a apple.\n", "\nA apple.\n"])
    }

    /// Issue #27: the judgements read UTF-16 units as scalars; on any text without
    /// combining marks (where a `Character` is one scalar) they answer as the
    /// `String` versions did (`LiteralTextReference`).
    func testScalarJudgementsAgreeWithTheStringModel() {
        let fragments = ["a", "word", "Cancel", "Error:", "the", "B", "x86", "utf-8", "key=value", " ", " ", "   ", "\n", "\t", "\r\n",
                         "\u{A0}", "\u{3000}", ".", ",", ":", "::", "-", "--", "/", "_", "<", ">", "|", "||", "&&", ";", "2>&1", "é",
                         "😀", "1", "½", "…", "'", "’", "\"", "(", ")", "`", "#", "$", "%", "50", "1,000.5", "&", "{", "}", "Ωmega", "日本", "Straße", "!", "?", "[", "]", "b", "SELECT", "FROM", "Select", "from"]
        let seed: UInt64 = 0x27_01
        print("seed \(seed)")
        var random = SeededRandom(seed: seed)
        for _ in 0..<20_000 {
            let text = (0..<Int.random(in: 0...14, using: &random)).map { _ in fragments.randomElement(using: &random)! }.joined()
            XCTAssertEqual(LiteralText.holdsCode(text), LiteralTextReference.holdsCode(text), text.debugDescription)
            XCTAssertEqual(LiteralText.isSentence(text), LiteralTextReference.isSentence(text), text.debugDescription)
            XCTAssertEqual(LiteralText.isCodeFree(text), LiteralTextReference.isCodeFree(text), text.debugDescription)
            XCTAssertEqual(LiteralText.hasColumns(Array(text.utf16)), LiteralTextReference.hasColumns(text), text.debugDescription)
        }
    }
}
