import XCTest
@testable import InkstoneProofing
@testable import InkstoneText

/// Issue #26, item 3: code in prose, format by format, is left alone; the words
/// around it are still read.
final class MarkupContextTests: XCTestCase {
    private func hidden(_ line: String) -> [String] {
        let document = TextDocument(line)
        return RangeSet.normalized(MarkupContext.ranges(in: document)).map { document.string(in: $0) }
    }

    func testCodeInProseIsMarkup() {
        XCTAssertEqual(hidden(":rtype: the parsed value"), [":rtype:"])
        XCTAssertEqual(hidden("//go:build aix || zos"), ["go:build aix || zos"])
        XCTAssertEqual(hidden("//go:noinline"), ["go:noinline"])
        XCTAssertEqual(hidden("//go:generate stringer -type=Pill"), ["go:generate stringer -type=Pill"])
        XCTAssertEqual(hidden("// Let's go: the cargo:rerun line"), [], "no directive: a space after the colon, a word before go")
        XCTAssertEqual(hidden(".Nd print the version"), [".Nd print the version"])
        XCTAssertEqual(hidden("A list item \\(bu marks it"), ["\\(bu"])
        XCTAssertEqual(hidden("See |fugitive-commands| and *fugitive-tags* there"), ["|fugitive-commands|", "*fugitive-tags*"])
        XCTAssertEqual(hidden("Run :echoerr or set 'statusline' with <leader>x"), [":echoerr", "<leader>"])
        // Issue #50: a Vim `'option'` only in plain text, where Vim's help writes options so;
        // elsewhere a word in single quotes is quoted (`It says 'teh' here`) and read.
        let help = TextDocument("Run :echoerr or set 'statusline' with <leader>x")
        XCTAssertEqual(RangeSet.normalized(MarkupContext.ranges(in: help, readsVimOptions: true)).map { help.string(in: $0) },
                       [":echoerr", "'statusline'", "<leader>"])
        XCTAssertEqual(hidden("Press ctrl-a or C-x then Shift+Tab"), ["ctrl-a", "C-x", "Shift+Tab"])
        XCTAssertEqual(hidden("The value of $COMPREPLY and ${HOME} here"), ["$COMPREPLY", "${HOME}"])
        // An RCS keyword a BSD project names after itself: its file, revision, date and author are no prose.
        XCTAssertEqual(hidden("  $OpenBSD: args.c,v 1.6 2024/05/13 09:54:56 zorb Exp $"), ["$OpenBSD: args.c,v 1.6 2024/05/13 09:54:56 zorb Exp $"])
        XCTAssertEqual(hidden("See args.c, revision 1.6 by zorb."), [], "no keyword: a sentence about a file")
        XCTAssertEqual(hidden("# the `isfinite` and ``rindex`` functions"), ["`isfinite`", "``rindex``"])
        XCTAssertEqual(hidden("Matches *.md and src/**/x but not .txt files"), ["*.md", "src/**/x", ".txt"])
        // ninja's `// TODO: other extensions, like .asm?`
        XCTAssertEqual(hidden("other extensions, like .asm? Or .s: and .obj."), [".asm", ".s", ".obj"])
        // MyST (structlog's docs): a directive's and a role's name.
        XCTAssertEqual(hidden(":::{seealso}"), ["{seealso}"])
        XCTAssertEqual(hidden("```{versionadded} 1.0"), ["{versionadded}"])
        XCTAssertEqual(hidden("call {func}`structlog.get_logger` first"), ["{func}`structlog.get_logger`"])
        XCTAssertEqual(hidden("a set {like this} stays prose"), [])
        // mkdocstrings (fmt's docs) and a Swift callout (Nuke's tests).
        XCTAssertEqual(hidden("::: fstring"), ["::: fstring"])
        XCTAssertEqual(hidden("/// - seealso: ``ImagePipeline``"), ["seealso", "``ImagePipeline``"])
        XCTAssertEqual(hidden("see also: the guide, and ::: is three colons"), [])
        XCTAssertEqual(hidden("Copyright Jane <antirez at gmail dot com>"), ["antirez at gmail dot com"])
        XCTAssertEqual(hidden("    Brent Miller, bdmiller at yahoo dash inc dot com"), ["bdmiller at yahoo dash inc dot com"])
        XCTAssertEqual(hidden("// prints to std::cout, or Foo::~Foo runs"), ["std::cout", "Foo::~Foo"])
        XCTAssertEqual(hidden("// IWYU pragma: private, include gtest/gtest.h"), ["IWYU pragma: private, include gtest/gtest.h"])
        XCTAssertEqual(hidden(".. code-block:: python"), [".. code-block:: python"], "a directive and its lexer, no qualified name")
        XCTAssertEqual(hidden("contact michael dot grunder at gmail dot com now"), ["michael dot grunder at gmail dot com"])
        XCTAssertEqual(hidden("write to mperham AT gmail.com today"), ["mperham AT gmail.com"])
        XCTAssertEqual(hidden("//noinspection ReturnOfInnerClass"), ["noinspection ReturnOfInnerClass"])
        XCTAssertEqual(hidden("/*eslint no-undef:0*/"), ["/*eslint no-undef:0*/"])
        XCTAssertEqual(hidden("// eslint-disable-next-line no-console"), ["eslint-disable-next-line no-console"])
        // Round S: lualine's formatter directive, a space after its colon; the same words in a sentence are prose.
        XCTAssertEqual(hidden("-- stylua: ignore"), ["stylua: ignore"])
        XCTAssertEqual(hidden("-- stylua: ignore start"), ["stylua: ignore start"])
        XCTAssertEqual(hidden("Note: ignore the first line"), [])
        // pino's ecosystem list: a package named eslint-… is no directive, and the
        // sentence after it is read.
        XCTAssertEqual(hidden("+ [`eslint-plugin-pino`](https://x.org/p): rules, primarly for it"), ["`eslint-plugin-pino`"])
        XCTAssertEqual(hidden("    miniters  : int or float, optional"), ["    miniters"])
        XCTAssertEqual(hidden("* mininterval : float, optional"), ["* mininterval"])
        XCTAssertEqual(hidden("The value is x : y in a sentence."), [])
        // An attribute people read stays prose inside a tag (a JSX element on one line).
        XCTAssertEqual(hidden(#"const a = <a href="/x" title="Open the tabb">Read</a>;"#), [#"<a href="/x" title=""#, #"">"#])
        // fzf-lua's LuaCATS annotations: the tag, the name and the type; not the words after them.
        XCTAssertEqual(hidden("---@field matchnr integer the match's number"), ["@field matchnr integer"])
        XCTAssertEqual(hidden("---@class fzf-lua.Win"), ["@class fzf-lua.Win"])
        XCTAssertEqual(hidden("--- @param a integer[]"), ["@param a integer[]"])
        XCTAssertEqual(hidden("-- mail me @home"), [])
        // Round S: date-fns's JSDoc tags with a value; a tag's sentence is read.
        XCTAssertEqual(hidden("# Priority 3: Value set in subapp = typer.Typer()"), ["subapp = typer.Typer()"])
        XCTAssertEqual(hidden("# then x == y (see the docs) holds"), [], "no call assigned")
        XCTAssertEqual(hidden("--- local atimer = async.awrap("), ["atimer = async.awrap("])
        XCTAssertEqual(hidden("local self = setmetatable({}, -- only to test it is nullrified"), [], "a comment after an open call is read")
        XCTAssertEqual(hidden(".. sourcecode:: pycon"), [".. sourcecode:: pycon"])
        XCTAssertEqual(hidden(".. note:: Read this first"), [".. note::"], "a sentence after a directive is read")
        XCTAssertEqual(hidden(" * @iso-639-2 fra"), ["@iso-639-2 fra"])
        XCTAssertEqual(hidden(" * @returns teh date"), [])
        XCTAssertEqual(hidden(" * @returns nothing"), [])
        XCTAssertEqual(hidden(" * @param date the date to formatt"), [])
        // Round Q: tinydb's Sphinx directive options; a field's description is read.
        XCTAssertEqual(hidden("    :member-order: bysource"), ["    :member-order: bysource"])
        XCTAssertEqual(hidden("    :exclude-members: __dict__, __weakref__"), ["    :exclude-members: __dict__, __weakref__"])
        XCTAssertEqual(hidden("    :param x: the value to recieve"), ["    :param x:"])
        // Round N: immer's announcement, HTML in a string; a comparison is no tag.
        XCTAssertEqual(hidden(#"Support it <a target="_blank" rel="noopener noreferrer" href="x">Help Provide Aid</a>."#),
                       [#"<a target="_blank" rel="noopener noreferrer" href="x">"#])
        XCTAssertEqual(hidden("if a <b and c> d, or x < y = z"), [])
        // tagbar's option defaults; a quotation elsewhere is read.
        XCTAssertEqual(hidden(#"Default: "topleft", or "rightbelow vertical" if set"#), [#""topleft""#, #""rightbelow vertical""#])
        XCTAssertEqual(hidden("  Default: 'botright vertical'"), ["'botright vertical'"])
        XCTAssertEqual(hidden(#"He said "Default: none" and "somethign" else"#), [])
        // pry's banner example fills a field with placeholder text; English with `in`,
        // `do` and `sit` in it is read.
        XCTAssertEqual(hidden("#   sed do eiusmod tempor incididunt ut labore"), ["#   sed do eiusmod tempor incididunt ut labore"])
        XCTAssertEqual(hidden(#"  "Ut enim ad minim veniam.""#), [#"  "Ut enim ad minim veniam.""#])
        XCTAssertEqual(hidden("Do not sit in the ad, ut the elit recieve"), [])
        // Issue #50: the passage wrapped elsewhere, a line with none of the first markers.
        XCTAssertEqual(hidden("cupidatat non proident, sunt in culpa qui officia"), ["cupidatat non proident, sunt in culpa qui officia"])
        // Round U: hakyll's Haddock (inline `@code@`, a `prop>` line in a comment);
        // lazygit's dotfiles in strings; a mail address and `@a and b` are read.
        XCTAssertEqual(hidden(#"-- in a context we have an element @listField \"key\" c itms@. Then"#), [#"@listField \"key\" c itms@"#])
        XCTAssertEqual(hidden("-- prop> compilerTry = return . Left"), ["-- prop> compilerTry = return . Left"])
        XCTAssertEqual(hidden("# >>> run(x)"), ["# >>> run(x)"])
        XCTAssertEqual(hidden("-- write to me@example.org or @alice and @bob now"), [])
        XCTAssertEqual(hidden("\t\".Xauthority\": {Icon: \"x\"},"), [".Xauthority"])
        XCTAssertEqual(hidden("# .Xresources has two formats. Then we go."), [".Xresources"])
    }

    /// Round N of issue #26: pip-tools' badge, whose alt text is its reference's label;
    /// a link whose text differs is read.
    func testALinkNamedByItsOwnReferenceLabelIsMarkup() {
        let document = TextDocument("[![pyversions][pyversions-image]][pyversions] and [the guide][guide-link] here.")
        XCTAssertEqual(RangeSet.normalized(MarkupContext.ranges(in: document, isMarkup: true)).map { document.string(in: $0) },
                       ["![pyversions][pyversions-image]"])
    }

    /// In Markdown and reST, `*word*` is emphasis, whose words are read; a Vim tag only
    /// in Vim's help and code.
    func testAStarredWordIsATagOnlyOutsideMarkup() {
        let document = TextDocument("Some *incomaptible* words and *Backwards-incomaptible* too.")
        XCTAssertEqual(MarkupContext.ranges(in: document, isMarkup: true), [])
        XCTAssertEqual(MarkupContext.ranges(in: document, isMarkup: true, prefiltered: false), [])
        XCTAssertEqual(MarkupContext.ranges(in: document).map { document.string(in: $0) }, ["*incomaptible*", "*Backwards-incomaptible*"])
    }

    /// Issue #26: names in credits and links, and lines that quote a typo, are not
    /// spell-checked (the verdicts' credits).
    func testCreditsProfilesAndQuotedTyposAreNotSpellChecked() {
        let text = "- Capistrano fixes (hinrik, bensie)\n- [Jingyi Lin](https://github.com/MageeLin)\n"
            + "- Fix typo: argumant -> argument\n- [Docs](https://github.com/features) help\n"
            + "* Add IgnoreBase to static middleware (#1701, lnenad, iambenkay)\n* Apply go fmt (#1788, Le0tk0k)\n"
            + "* Use sync.Pool (#1699, #1672, pafuent)\n* Fix open redirect (#1771,#1775 aldas,GeoffreyFrogeye)\n"
        let document = TextDocument(text)
        let credits = RangeSet.normalized(Attributions.ranges(in: document) + QuotedTypos.ranges(in: document)).map { document.string(in: $0) }
        XCTAssertTrue(credits.contains("(hinrik, bensie)"), "\(credits)")
        XCTAssertTrue(credits.contains("(#1701, lnenad, iambenkay)"), "\(credits)")
        XCTAssertTrue(credits.contains("(#1788, Le0tk0k)"), "\(credits)")
        XCTAssertTrue(credits.contains("(#1699, #1672, pafuent)"), "\(credits)")
        XCTAssertTrue(credits.contains("(#1771,#1775 aldas,GeoffreyFrogeye)"), "\(credits)")
        let merge = TextDocument("- Merge pull request #24 from chrisn/strict (@chrisn)\n  * Merge pull request [#743] from matthewd/skip-empty-chunks\n")
        XCTAssertEqual(Attributions.ranges(in: merge).map { merge.string(in: $0) }.filter { $0.contains("/") },
                       ["chrisn/strict", "matthewd/skip-empty-chunks"])
        // Round U: guice's task owner before a dash; a task's words are read.
        let tasks = TextDocument("// TODO: lukes - are we passing it?\n// TODO(b/1): Output potiential fixes\n// FIXME refactor this - later\n")
        XCTAssertEqual(Attributions.ranges(in: tasks).map { tasks.string(in: $0) }, ["lukes"])
        // htop's ChangeLog credits on the entry's next line; dotenv's comment after the number.
        let later = TextDocument("* Improved code for constructing process tree\n  (thanks to wangqr)\n// From #1010 (homanp) — a scanner\n"
            + "  o listener: Preserve last error (#1269) (d96457e1 kenping)\n")
        XCTAssertEqual(RangeSet.normalized(Attributions.ranges(in: later)).map { later.string(in: $0) },
                       ["(thanks to wangqr)", "(homanp)", "(d96457e1 kenping)"])
        // pry's changelog thanks a handle without a `to`.
        let thanks = TextDocument("* a ruby-aware `grep`, very cool (thanks swarley)\n* prevent blank lines (thanks cirwin!)\n"
            + "* incomplete lines (kudos to fowl)\n* runs under Visual Studio (thanks again degski!)\n")
        XCTAssertEqual(RangeSet.normalized(Attributions.ranges(in: thanks)).map { thanks.string(in: $0) },
                       ["(thanks swarley)", "(thanks cirwin!)", "(kudos to fowl)", "(thanks again degski!)"])
        // Issue #50: thanks and authorship at an entry's end, handles and names mixed, and a
        // credit a line break splits; a bare `by` only after an issue's number or a link.
        let thanked = TextDocument("o Add a test for the buffer. Thanks to qxsull.\n"
            + "* Documentation updates (thanks to zqhoyt, Evamtm, and zyphase)\n"
            + " * Fix the uri method [#889](https://example.com/889) by rennqx.\n"
            + " * Improve header parsing. (Pieterz van de Bruggenz,\n   jaracq, and abarnqrt)\n"
            + "   in development mode. (pangqel, Konstantine Haasez)\n"
            + "Connections are reused by defajlt.\n")
        let credited = Set(RangeSet.normalized(Attributions.ranges(in: thanked)).flatMap { thanked.string(in: $0).split { !$0.isLetter }.map(String.init) })
        for name in ["qxsull", "zqhoyt", "Evamtm", "zyphase", "rennqx", "Pieterz", "Bruggenz", "jaracq", "abarnqrt", "pangqel", "Haasez"] {
            XCTAssertTrue(credited.contains(name), "\(name) is credited: \(credited)")
        }
        XCTAssertFalse(credited.contains("defajlt"), "after a bare `by`, a word is read")
        // A parenthesised list of examples is no credit (rest-client's `Content-Lenth`).
        let examples = TextDocument("  - headers from the payload (e.g. Content-Type, Content-Lenth)\n  - the rest (i.e. Accept, Cookie)\n")
        XCTAssertEqual(Attributions.ranges(in: examples), [])
        // toml11's contributors: a name before its handle, in a list or a changelog's credit.
        let contributors = TextDocument("- Petr Beneš (@wbenny)\n  - Fixed warnings on MSVC\n- fix (#267) (by amatej @kontura)\n"
            + "- We recieve mail (@octocat) today\n")
        XCTAssertEqual(Set(Attributions.ranges(in: contributors).map { contributors.string(in: $0) }.filter { !$0.hasPrefix("@") }),
                       ["(@wbenny)", "Petr Beneš", "(by amatej @kontura)"])
        let author = TextDocument(".. codeauthor:: Markus Siemens <markus@example.com>\n")
        XCTAssertEqual(Attributions.ranges(in: author).map { author.string(in: $0) }, ["Markus Siemens <markus@example.com>"])
        let people = TextDocument("      maintainers: [\"José Valim\", \"Milton Mazzarri\"],\n  \"author\": \"Jane Roe\",\n  \"description\": \"We recieve\",\n")
        XCTAssertEqual(Attributions.ranges(in: people).map { people.string(in: $0) }, ["\"José Valim\"", "\"Milton Mazzarri\"", "\"Jane Roe\""])
        // fl23 (poetry): an entry of a list of people, with its address, below the key.
        let entries = TextDocument("authors = [\n    { name = \"Bjorn Neergaard\", email = \"b@example.com\" },\n]\n"
            + "  { \"name\": \"Steph Samson\", \"email\": \"s@example.com\" }\n  { name = \"The recieve step\", run = \"x\" }\n")
        XCTAssertEqual(Set(Attributions.ranges(in: entries).map { entries.string(in: $0) }.filter { $0.hasPrefix("\"") }),
                       ["\"Bjorn Neergaard\"", "\"Steph Samson\""])
        // Round T: Carbon's languages by their own names; a description, and a bare
        // `name:` (a workflow step's label), are read.
        let values = TextDocument(#"'nativeName' => 'fiteny malagasy', displayName: "Kajin", first_name = "Sherlok", name: "Instal deps", 'description' => 'The languge'"#)
        let literals = ["fiteny malagasy", "Kajin", "Sherlok", "Instal deps", "The languge"].map { word -> TextRange in
            let location = (values.string(in: values.fullRange) as NSString).range(of: word).location
            return TextRange(location, (word as NSString).length)
        }
        XCTAssertEqual(literals.map { NamedValues.isName($0, in: values) }, [true, true, true, false, false])
        // A manifest's licence is an SPDX expression; a note about it is read.
        let licences = TextDocument(#"license = "Unlicense OR MIT", "license": "ISC", spec.license = "Nonfree", license_note = "The licnse""#)
        let licenceLiterals = ["Unlicense OR MIT", "ISC", "Nonfree", "The licnse"].map { word -> TextRange in
            let location = (licences.string(in: licences.fullRange) as NSString).range(of: word).location
            return TextRange(location, (word as NSString).length)
        }
        XCTAssertEqual(licenceLiterals.map { NamedValues.isName($0, in: licences) }, [true, true, true, false])
        // A key far before its value (past the units fetched first) is still read.
        let spaced = TextDocument("display_name:" + String(repeating: " ", count: 300) + "\"Kajin\"")
        XCTAssertTrue(NamedValues.isName(TextRange(spaced.length - 6, 5), in: spaced))
        XCTAssertFalse(NamedValues.isName(TextRange(1, 5), in: TextDocument("\"Kajin\"")))
        // Round S: lualine's file header; a sentence about authors is read.
        let header = TextDocument("-- Author: lokesh-krishna\n\" Maintainer: Jane Roe\nThe authors: we recieve\n-- Credit itchyny, jackno (lightline)\n"
            + "  (thanks to tonypai [@tpai](https://github.com/tpai)).\n")
        XCTAssertEqual(Attributions.ranges(in: header).map { header.string(in: $0) }.filter { !$0.hasPrefix("@") },
                       ["lokesh-krishna", "Jane Roe", "itchyny, jackno (lightline)", "(thanks to tonypai [@tpai](https://github.com/tpai))"])
        let javadoc = TextDocument("     * @author remkop, madfoal\n")
        XCTAssertTrue(Attributions.ranges(in: javadoc).map { javadoc.string(in: $0) }.contains("remkop, madfoal"))
        let notices = TextDocument("//  Copyright © 2017 kzaher. All rights reserved.\n(C) 2017,2020 ryenus\n"
            + "Copyright (c) 2009-2011 Jane Roe <jane@example.com>\nWe recieve no copyright.\n"
            + "// Copyright (C) 2018 G.J.R. Timmer <gjr.timmer@example.com>.\n")
        XCTAssertEqual(Attributions.ranges(in: notices).map { notices.string(in: $0) }.filter { !$0.contains("@") },
                       ["kzaher", "ryenus", "Jane Roe", "G.J.R. Timmer"])
        XCTAssertTrue(credits.contains("Jingyi Lin"), "\(credits)")
        XCTAssertTrue(credits.contains("argumant"), "the typo a line quotes, not the line: \(credits)")
        XCTAssertFalse(credits.contains { $0.contains("Fix") }, "\(credits)")
        XCTAssertFalse(credits.contains("Docs"), "a host's own page is no profile")
        XCTAssertTrue(QuotedTypos.ranges(in: TextDocument("We recieve the mail.\n")).isEmpty)
        // Issue #50: a line that mentions a typo exempts only what it quotes.
        XCTAssertTrue(QuotedTypos.ranges(in: TextDocument("Fix a typo in teh docs.\n")).isEmpty)
        let quoting = TextDocument("Typo: 'recieve' and teh, also Readme typo: forground\n")
        XCTAssertEqual(QuotedTypos.ranges(in: quoting).map { quoting.string(in: $0) }, ["recieve", "forground"])
        let handles = TextDocument("//      github:wernsey\n- fix (#1) (kzhang <godky@example.com>)\n")
        let named = Attributions.ranges(in: handles).map { handles.string(in: $0) }
        XCTAssertTrue(named.contains("github:wernsey"), "\(named)")
        XCTAssertTrue(named.contains { $0.hasPrefix("kzhang") }, "\(named)")
    }

    /// An example's result after `#=>` (YARD) or `// =>` is what the code returned;
    /// the call before it and an arrow in prose are not hidden by it.
    func testAnExamplesResultIsMarkup() {
        XCTAssertEqual(hidden("#   Lorem.words #=> [\"sequi\", \"debitis\"]"), ["#=> [\"sequi\", \"debitis\"]"])
        XCTAssertEqual(hidden("//   format(3) // => 'thre'"), ["// => 'thre'"])
        XCTAssertTrue(hidden("Maps each key => its valeu.").isEmpty, "an arrow in a sentence")
    }

    /// fl22 (fish-shell): a test's expected output in a comment, as FileCheck reads it.
    func testATestsExpectedOutputIsMarkup() {
        XCTAssertEqual(hidden("# CHECK: not not a word"), ["# CHECK: not not a word"])
        XCTAssertEqual(hidden("// CHECK-NEXT: recieved"), ["// CHECK-NEXT: recieved"])
        XCTAssertTrue(hidden("# Check: the cache is warm").isEmpty, "a comment that says check")
        XCTAssertTrue(hidden("## CHECK: Verify the recieved data").isEmpty, "a Markdown heading")
    }

    func testOrdinaryProseIsNotMarkup() {
        XCTAssertTrue(hidden("We recieve the mail. Then we answer, quickly.").isEmpty)
        XCTAssertTrue(hidden("It costs 3 - 2 = 1 and that is fine.").isEmpty)
    }

    /// Issue #27: an expression runs only on the lines that hold what it needs; on any
    /// line, that finds what running every expression finds.
    func testTheLookAtTheUnitsNeverHidesAMatch() {
        let fragments = [">>> ", "... ", ".. note::", ":param x:", ":rtype:", ":func:`f`", "noqa", "NOLINT", "eslint-disable", "@ts-ignore",
                         "pylint: off", "vim: set", "{% if %}", "{{ x }}", "{#anchor}", "`code`", "``lit``", "go:build linux", "go:noinline", "+build x",
                         ".Nd", ".TH", "'\\\"", "\\(bu", "\\fB", "*tag*", "|link|", ":echo", "'opt'", "<key>", "ctrl-a", "C-x",
                         "Shift+Tab", "$HOME", "${X}", "*.md", "src/**/x", ".txt", "word", "the", " ", "  ", "\t", ".", ":", "-", "+",
                         "*", "|", "'", "<", ">", "{", "}", "`", "$", "\\", "/", "@", "q", "N", "c8 ignore", "istanbul ignore",
                         "jane at example dot org", " dot ", " at ", "x AT y.com", " AT ", "//noinspection x", "/*eslint x:0*/",
                         "# noinspection PyTypeChecker", "nolint", "nosec", "shellcheck disable=SC2086", "jshint", "jslint", "global x",
                         "prettier-ignore", "miniters  : int", "* x : y", " : ", "---@field x y", "---@", "@code x@", "-- prop> ",
                         "# >>> ", ".Xauthority", ".NET", "#=> ", "// => ", "=>", "alt-x", "Cmd+K", "M-x", "S-a", "C-", "OPTION+",
                         "swiftlint:disable", "x:next", "y:on", "# type: ignore", "fmt: off", "isort: skip", "mypy: x", "vi:set ", "vim:ts=2",
                         "IWYU pragma: keep", "pragma: no cover", "zizmor: x", "<Leader>", ":e", "a:b", "|x|", "x: enable line", "@ts-nocheck"]
        let seed: UInt64 = 0x27_02
        print("seed \(seed)")
        var random = SeededRandom(seed: seed)
        // Each fragment alone first: a line that holds only a tool's directive
        // (`# noinspection PyTypeChecker`) has none of the other markers.
        for step in 0..<(fragments.count + 3_000) {
            let line = step < fragments.count ? fragments[step]
                : (0..<Int.random(in: 1...8, using: &random)).map { _ in fragments.randomElement(using: &random)! }.joined()
            let document = TextDocument(line)
            XCTAssertEqual(RangeSet.normalized(MarkupContext.ranges(in: document)),
                           RangeSet.normalized(MarkupContext.ranges(in: document, prefiltered: false)), line.debugDescription)
        }
    }

    /// A credit's expressions run only on the lines that have what they need: wherever
    /// one matches, the look at the units let the line through.
    func testTheLookAtACreditsUnitsNeverHidesAMatch() {
        let fragments = ["(", ")", "(Jane Roe", "Jane Roe)", "(jdoe, Jane Roe)", "(thanks to kzx", "and ", ", ", " & ", ".", " ", "\t",
                         "- ", "* ", "1. ", "o ", "• ", "  ", "Fix it", "van ", "@octocat", "Müller", "x"]
        var random = SeededRandom(seed: 77)
        for _ in 0..<3_000 {
            let line = (0..<Int(random.next() % 8 + 1)).map { _ in fragments[Int(random.next() % UInt64(fragments.count))] }.joined()
            let units = Array(line.utf16), whole = NSRange(location: 0, length: units.count)
            if Attributions.splitCredit.firstMatch(in: line, range: whole) != nil {
                XCTAssertTrue(Attributions.mayEndInSplitCredit(units), line.debugDescription)
            }
            if Attributions.mixedCredit.firstMatch(in: line, range: whole) != nil {
                XCTAssertTrue(line.contains("(") && line.contains(")") && (line.contains(",") || line.contains("&") || line.contains("and")))
            }
            if Attributions.listItem.firstMatch(in: line, range: whole) != nil {
                XCTAssertTrue(Attributions.mayOpenListItem(units), line.debugDescription)
            }
        }
    }

    /// The judge reads a line's credits and markup once a revision: after an edit, the
    /// line is read again.
    func testLineContextsAreReadAgainAfterAnEdit() {
        let document = TextDocument("Set the HOME variable here.\n")
        let contexts = LineContexts()
        XCTAssertEqual(contexts.ranges(onLines: [0], of: document, withCredits: true).markup, [])
        _ = document.replace(TextRange(8, 4), with: "$HOME")
        XCTAssertEqual(contexts.ranges(onLines: [0], of: document, withCredits: true).markup.map { document.string(in: $0) }, ["$HOME"])
    }
}
