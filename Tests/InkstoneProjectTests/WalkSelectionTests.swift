@testable import InkstoneProject
import XCTest
import InkstoneSyntax
import InkstoneText
@testable import InkstoneProofing

/// Which files a walk checks (issue #14, item 1).
final class WalkSelectionTests: XCTestCase {
    private func reason(_ path: String, _ text: String = "Some prose.\n") -> String? {
        let document = TextDocument(text)
        let firstLine = document.lines.count > 0 ? document.string(in: document.lines.line(at: 0).contentRange) : ""
        return WalkSelection.reasonToSkip(path: path, document: document,
                                          language: LanguageRegistry.language(forPath: path, firstLine: firstLine))
    }

    func testProseAndCodeWithAGrammarAreChecked() {
        for path in ["README", "docs/CHANGELOG", "NEWS", "notes.txt", "README.txt", "guide.md", "main.py", "lib.rs",
                     "Changes.text", "README.rdoc", "History.rdoc", "ChangeLog-2.1", "NEWS_1.0"] {
            XCTAssertNil(reason(path), path)
        }
        XCTAssertNil(reason("run", "#!/usr/bin/env python3\nprint('hi')\n"), "a script known by its #! line")
    }

    func testDataLockAndBuildOutputAreSkipped() {
        for path in ["bench/data.csv", "x.tsv", "icon.svg", "app.js.map", "yarn.lock", "Cargo.lock", "go.sum",
                     "package-lock.json", "dist/app.min.js", "style.min.css", "po/de.po", "Assets.xcassets/Contents.json"] {
            XCTAssertNotNil(reason(path), path)
        }
    }

    /// Issue #50: a bundler's output names each module it joined on a line of its own;
    /// a script that mentions one path in a comment is the project's.
    func testABundleThatNamesTheModulesItJoinedIsBuildOutput() {
        let bundle = "var App = (() => {\n  // js/app/constants.ts\n  var A = 1;\n\n  // js/app/view.ts\n  var B = 2;\n\n  // js/app/index.ts\n  return B;\n})();\n"
        XCTAssertEqual(reason("priv/static/app.js", bundle),
                       "a bundler's build output (it names the modules it joined: \"// js/app/constants.ts\"); its sources are checked")
        XCTAssertNil(reason("src/app.js", "// src/app/view.ts has the rest\nvar A = 1;\n// see lib/x.js\n"), "prose comments naming files")
        XCTAssertNil(reason("notes.md", bundle), "only scripts")
    }

    /// Issue #50: a Project Gutenberg book kept as input is someone else's text; a page that
    /// mentions the project further down is the project's.
    func testAProjectGutenbergBookIsSomeoneElsesText() {
        XCTAssertEqual(reason("examples/sherlock.txt", "Project Gutenberg's The Adventures of Sherlock Holmes, by Arthur Conan Doyle\n\nIt was.\n"),
                       "a Project Gutenberg e-book: someone else's text, kept as test or benchmark input")
        XCTAssertNil(reason("notes.txt", String(repeating: "Our notes.\n", count: 50) + "We read a Project Gutenberg book.\n"))
    }

    func testFilesWithoutAGrammarAreSkippedWithTheWayToCheckThem() throws {
        let zsh = try XCTUnwrap(reason("shell/completion.zsh"))
        XCTAssertTrue(zsh.contains("no grammar for .zsh files"), zsh)
        XCTAssertTrue(zsh.contains("override") && zsh.contains("--force"), zsh)
        XCTAssertNotNil(reason("man/fzf.1"))
        XCTAssertNotNil(reason("README.zsh"), "a prose name with a code extension is that code")
    }

    /// Issue #53: a licence is read whatever its spelling or extension.
    func testLicencesAreReadLikeAnyProseFile() {
        for path in ["LICENSE", "LICENCE", "COPYING", "LICENSE.txt", "LICENCE.md", "docs/LICENSE", "NOTICE"] {
            XCTAssertNil(reason(path, "Permission is hereby granted, free of charge.\n"), path)
        }
    }

    /// Issue #53: a notebook is read (its cells), not skipped as data or a program.
    func testNotebooksAreRead() {
        let notebook = "{\n \"cells\": [],\n \"metadata\": {},\n \"nbformat\": 4\n}\n"
        XCTAssertNil(reason("analysis/results.ipynb", notebook))
        XCTAssertNotNil(reason("vendor/results.ipynb", notebook), "vendored notebooks are still vendored")
    }

    /// Issue #26: lists of people and committed build output are not prose to fix.
    func testNameListsAndBuildOutputAreSkipped() {
        for path in ["AUTHORS", "AUTHORS.md", "docs/CONTRIBUTORS.txt", "MAINTAINERS", "CREDITS.md"] {
            XCTAssertEqual(reason(path), "a list of people's names, not prose", path)
        }
        XCTAssertEqual(reason("dist/axios.js", "var a = 1;\n"), "build output (under dist/); its source is checked")
        // Round N: immer's committed Jekyll site; Sphinx's output folder.
        XCTAssertEqual(reason("_site/readme/index.html", "<p>Hi</p>\n"), "build output (under _site/); its source is checked")
        XCTAssertEqual(reason("docs/_build/html/index.html", "<p>Hi</p>\n"), "build output (under _build/); its source is checked")
        XCTAssertNil(reason("src/distance.js", "var a = 1;\n"))
        XCTAssertNil(reason("src/dist/http.rs", "fn main() {}\n"), "sccache's distributed compilation, inside its source tree")
    }

    /// Issue #26: fixtures, snapshots, syntax tests and Go's testdata are input meant to
    /// be as it is; a test's own source beside them is checked.
    func testTestDataFoldersAreSkipped() {
        XCTAssertEqual(reason("tests/syntax-tests/source/Lean/LICENSE.md"), "test data (under syntax-tests/)")
        XCTAssertEqual(reason("pkg/testdata/input.go", "package x\n"), "test data (under testdata/)")
        XCTAssertEqual(reason("test/fixtures/page.html", "<p>Teh page</p>\n"), "test data (under fixtures/)")
        XCTAssertEqual(reason("src/__snapshots__/view.md"), "test data (under __snapshots__/)")
        XCTAssertEqual(reason("examples/all/test_output/filter.txt", "[doctest] test case: odd name :\n"), "test data (under test_output/)")
        XCTAssertEqual(reason("tests/userdiff/expected/diff.js"), "test data (under expected/)")
        XCTAssertNil(reason("docs/expected-behaviour.md"), "a page named so is not a folder of outputs")
        XCTAssertNil(reason("tests/test_parser.py", "# Checks the parser.\n"))
        XCTAssertNil(reason("docs/fixtures.md"), "a file named so is not a folder of them")
        // Round S: date-fns's table of each locale's output; a page about snapshots in the docs is one.
        XCTAssertEqual(reason("src/locale/fr/snapshot.md"), "test data (a test's snapshot)")
        XCTAssertNil(reason("docs/snapshots.md"), "a documentation page")
        XCTAssertNil(reason("db/snapshot.h", "// A snapshot of the database.\n"), "leveldb's own source")
        XCTAssertEqual(reason("tests/data/cases/docstring.py", "x = 1\n"), "test data (under tests/data/)")
        XCTAssertEqual(reason("sig/v1.7/sha256sum.txt", "0a1b2c  jq-linux-armel\n"), "a lock or checksum file")
        XCTAssertEqual(reason("src/test/resources/page.html", "<p>Teh</p>\n"), "test data (under test/resources/)")
        XCTAssertEqual(reason("perftests/resources/GenJSCode.scala", "// Teh copy\n"), "test data (under perftests/resources/)",
                       "fastparse's benchmark inputs")
        // Round R: okio's Android tests read Moby-Dick from their assets.
        XCTAssertEqual(reason("okio/src/androidTest/assets/moby10b.txt", "Call me Ishmael.\n"), "test data (under androidTest/assets/)")
        XCTAssertNil(reason("src/contest/assets/notes.md", "Teh notes.\n"), "not a test source set")
        XCTAssertNil(reason("src/data/model.py", "x = 1\n"), "a package's own data folder is code")
        XCTAssertNil(reason("data/tests/check.py", "x = 1\n"), "a test folder inside data/ is not test data by that")
        // A text file among tests is what a test reads or wrote (eza's run logs); a README there is prose.
        XCTAssertEqual(reason("tests/itest/log/run.log.text", "Neglected collected an attention.\n"),
                       "test data (a text file under tests/)")
        XCTAssertEqual(reason("test/input.txt"), "test data (a text file under test/)")
        XCTAssertNil(reason("tests/README.txt"))
        XCTAssertNil(reason("tests/README"))
        // A page among tests is a test's input (marked's `test/specs/new/*.md` and their HTML).
        XCTAssertEqual(reason("test/specs/new/nested_code.md"), "test data (a page under test/)")
        XCTAssertEqual(reason("test/specs/new/nested_code.html", "<p>Teh</p>\n"), "test data (a page under test/)")
        XCTAssertNil(reason("tests/README.md"))
    }

    /// A file is judged by its path below the folder the walk started from.
    func testAWalksRootIsNotPartOfThePathJudged() {
        XCTAssertEqual(FileCheck.path(of: "fixtures/site/a.md", below: ["fixtures/site"]), "a.md")
        XCTAssertEqual(FileCheck.path(of: "fixtures/site/docs/a.md", below: ["fixtures", "fixtures/site/"]), "docs/a.md")
        XCTAssertEqual(FileCheck.path(of: "./tests/fixtures/a.md", below: ["."]), "tests/fixtures/a.md")
        XCTAssertEqual(FileCheck.path(of: "other/a.md", below: ["fixtures"]), "other/a.md")
        XCTAssertEqual(FileCheck.path(of: "fixtures-old/a.md", below: ["fixtures"]), "fixtures-old/a.md")
    }

    func testVendoredGeneratedMinifiedAndBinaryFilesAreSkipped() {
        XCTAssertEqual(reason("vendor/github.com/x/y.go", "package y\n"), "vendored code (under vendor/)")
        XCTAssertEqual(reason("deps/pcre2/pcre2_internal.h", "/* PCRE2 */\n"), "vendored code (under deps/)", "libgit2's copy of PCRE2")
        XCTAssertEqual(reason("test/gtest/gmock-gtest-all.cc", "// Copyright 2008, Google Inc.\n"),
                       "vendored code (under gtest/, a copy of Google's library)")
        // Google Test's own folders, in its repository: its licence names Google, as the copies' do.
        let google = LicenceHolders(text: "Copyright 2008, Google Inc.\nAll rights reserved.\n")
        let fmt = LicenceHolders(text: "Copyright (c) 2012 - present, Victor Zverovich and {fmt} contributors\n")
        XCTAssertNotNil(google)
        let header = TextDocument("// Copyright 2005, Google Inc.\nint a;\n")
        XCTAssertNil(WalkSelection.reasonToSkip(path: "googletest/src/gtest.cc", document: header, language: LanguageRegistry.language(forPath: "a.cc"),
                                                projectHolders: google))
        XCTAssertNil(WalkSelection.reasonToSkip(path: "googlemock/include/gmock/gmock.h", document: header,
                                                language: LanguageRegistry.language(forPath: "a.h"), projectHolders: google))
        XCTAssertNotNil(WalkSelection.reasonToSkip(path: "test/gtest/gtest.h", document: header, language: LanguageRegistry.language(forPath: "a.h"),
                                                   projectHolders: fmt))
        XCTAssertEqual(reason("web/node_modules/a/index.js", "var a;\n"), "vendored code (under node_modules/)")
        XCTAssertEqual(reason("tests/thirdparty/Fuzzer/FuzzerMerge.cpp", "int a;\n"), "vendored code (under thirdparty/)")
        XCTAssertEqual(reason("3rdparty/lib/x.h", "int a;\n"), "vendored code (under 3rdparty/)")
        XCTAssertEqual(reason("extern/glfw/src/x.c", "int a;\n"), "vendored code (under extern/)")
        XCTAssertNil(reason("src/external_api.c", "int a;\n"), "a file named like one is the project's")
        XCTAssertEqual(reason("gen.go", "// Code generated by stringer. DO NOT EDIT.\npackage x\n"), "marked generated (\"do not edit\")")
        XCTAssertNotNil(reason("api.py", "# @generated by a tool\nx = 1\n"))
        // fl23: a generator's output named as such (Sourcery's Rakefile writes it with no header).
        XCTAssertEqual(reason("Sources/Runtime.content.generated.swift", "let a = 1\n"), "generated (its name says so: \".generated.\")")
        XCTAssertNil(reason("pkg/is_generated.go", "package pkg\n"), "a name a person gives")
        XCTAssertNil(reason("docs/user_generated_content.md", "Some prose.\n"))
        XCTAssertNotNil(reason("api/zz_generated.deepcopy.go", "package api\n"))
        XCTAssertNil(reason("src/org/example/Generated.java", "package x;\n"), "Java's annotation type, named as the word alone")
        XCTAssertNil(reason("src/Person.java", "// Uses the @Generated annotation of javax.\nclass Person {}\n"), "the annotation named")
        XCTAssertNotNil(reason("lib/rd/block_parser.rb", "#\n# DO NOT MODIFY!!!!\n# This file is made by Racc.\n#\n"))
        XCTAssertNil(reason("src/generator.swift", "let a = 1\n"), "a generator is the project's code")
        XCTAssertNil(reason("docs/generated-code.md", "Some prose.\n"), "a page about generated code")
        // A page may talk about generated code; a generator marks it in a comment.
        XCTAssertNil(reason("LINUX.md", "# Linux\n\nCommit the autogenerated files before you push.\n"))
        XCTAssertNil(reason("docs/AssemblyTests.md", "# Tests\n\nThey check the code generated by the compiler.\n"))
        XCTAssertNotNil(reason("docs/api.md", "<!-- Code generated by gomarkdoc. -->\n# API\n"))
        XCTAssertNotNil(reason("doc/syntax.html", "<html>\n<!-- AUTOMATICALLY GENERATED by mksyntaxhtml -->\n<head>\n"), "re2's page")
        XCTAssertNil(reason("README.md", "# Tool\n\nIts docs are automatically generated from the code.\n"), "a page saying so in prose")
        XCTAssertNotNil(reason("docs/api.md", "# API\n\nDO NOT EDIT: written by the build.\n"))
        XCTAssertNotNil(reason("doc/plugin.txt", "*plugin.txt*  A plugin\n\nSome help.\n\nGenerated by panvimdoc <https://github.com/kdheepak/panvimdoc>\n\nvim:tw=78:ts=8:noet:ft=help:norl:\n"))
        let flex = "#line 2 \"src/lexer.c\"\n\n#line 4 \"src/lexer.c\"\n\n#define  YY_INT_ALIGNED short int\n\n/* A lexical scanner generated by flex */\n"
        XCTAssertEqual(reason("src/lexer.c", flex), "marked generated (\"scanner generated by flex\")")
        XCTAssertNotNil(reason("src/parser.c", "/* A Bison parser, made by GNU Bison 3.8.2.  */\n"))
        let javadoc = "<!DOCTYPE HTML>\n<!-- NewPage -->\n<html lang=\"en\">\n<head>\n<!-- Generated by javadoc (1.8.0_25) on Wed Jan 07 -->\n"
        XCTAssertEqual(reason("website/1.x/help-doc.html", javadoc), "marked generated (\"generated by javadoc\")")
        XCTAssertNotNil(reason("site/index.html", "<html><head>\n<meta name=\"generator\" content=\"Hugo 0.92\">\n"))
        // mocha's doc reporter, wrapped in a page of the project's own: the tests' words, not docs.
        let report = "<html>\n<body>\n<section class=\"suite\">\n<h1>Agent</h1>\n<dl>\n<dt>should remember defaults</dt>\n<dd><pre><code>let a = 1;</code></pre></dd>\n</dl>\n</section>\n"
        XCTAssertEqual(reason("docs/test.html", report), "a test run's report (mocha's doc reporter: suites of test titles and their code); the tests are checked")
        XCTAssertNil(reason("docs/guide.html", "<html>\n<body>\n<section class=\"intro\">\n<h1>Guide</h1>\n<dl>\n<dt>Term</dt>\n<dd><pre><code>a = 1</code></pre></dd>\n</dl>\n"),
                     "a page with a definition list of code is the project's")
        // Round R: picocli's Javadoc folders hold jQuery's build and Javadoc's style sheet.
        XCTAssertEqual(reason("docs/apidocs/script-dir/jquery-3.4.1.js", "/*!\n * jQuery JavaScript Library v3.4.1\n * https://jquery.com/\n */\nvar a;\n"),
                       "a library's distributed build (\"jQuery JavaScript Library v3.4.1\"), vendored code")
        XCTAssertNotNil(reason("docs/apidocs/stylesheet.css", "/* \n * Javadoc style sheet\n */\nbody {}\n"))
        XCTAssertNil(reason("src/app.js", "/*! Our app: it recieves input. */\nvar a;\n"), "a banner without a version")
        XCTAssertNil(reason("src/app.c", "/*! v1.2.3 of the parser */\nint a;\n"), "Doxygen's comment in C")
        let minified = String(repeating: "var a=\"\(String(repeating: "x", count: 40))\";", count: 80)
        XCTAssertNotNil(reason("bundle.js", minified))
        XCTAssertNil(reason("long.md", String(repeating: "A long paragraph of prose. ", count: 200)), "prose may be one line")
        XCTAssertEqual(reason("notes.txt", "a\u{1}b\u{2}c\u{3}d\u{4}"), "binary (control characters)")
        XCTAssertNil(reason("notes.txt", "Tabs\tand\u{0C}form feeds are text.\n"))
        let wordList = (1...30).map { "word\($0)x" }.joined(separator: "\n")
        XCTAssertEqual(reason("ci/dictionary.txt", "# words\n" + wordList), "a word list, one word a line, not prose")
        XCTAssertNil(reason("notes.txt", String(repeating: "A line of prose.\nword\n", count: 15)), "half prose")
        let rejectList = "^attache$\nbenefitting\noccurences?\n^dependan.*\nsorce\nuntill\n"
        XCTAssertEqual(reason(".github/actions/spelling/reject.txt", rejectList), "a word list, one word a line, not prose")
        XCTAssertNil(reason("notes.txt", "Build\nTest\nShip\n"), "three lines say too little to call them a list")
        XCTAssertNil(reason("notes.txt", "Build it.\nTest it.\nShip it.\nThen\nrest.\n"), "mostly sentences")
        let cmake = "# Builds the library.\n" + String(repeating: "set(NAME value)\nif (WIN32)\n  add_definitions(-DX)\nendif()\n", count: 4)
        XCTAssertEqual(reason("cmake/build-steps.txt", cmake)?.hasPrefix("a program, not prose"), true)
        XCTAssertNil(reason("src/CMakeLists.txt", cmake), "CMake's own file is read as CMake: its comments")
        let template = String(repeating: "function f() {\n    local -r retval=\"$?\"\n    return \"${retval}\"\n}\n", count: 4)
        XCTAssertNotNil(reason("templates/tcsh.txt", template))
        // commons-codec's phonetic rules: quoted fields, and a language table's flag column.
        let rules = "/*\n * Licensed to the ASF.\n */\n// CONSONANTS\n" + String(repeating: "\"ch\" \"\" \"\" \"(tS|dZ)\" // as in Spain\n\"j\" \"\" \"\" \"x\"\n", count: 6)
        XCTAssertEqual(reason("bm/ash_rules_spanish.txt", rules), "a table of records, not prose (most lines are fields)")
        let languages = "// rules to accept the language\n" + String(repeating: "zh polish+russian true\nssch german true\nsce french false\n", count: 4)
        XCTAssertNotNil(reason("bm/ash_lang.txt", languages))
        // Unicode's data files: fields parted by `;` after a code point.
        let folding = "# CaseFolding.txt\n# Date: today\n\n" + String(repeating: "0041; C; 0061; # LATIN CAPITAL LETTER A\n1E9E; F; 0073 0073; # LATIN CAPITAL LETTER SHARP S\n", count: 6)
        XCTAssertEqual(reason("data/CaseFolding.txt", folding), "a table of records, not prose (most lines are fields)")
        XCTAssertNotNil(reason("UnicodeData.txt", String(repeating: "0041;LATIN CAPITAL LETTER A;Lu;0;L;;;;;N;;;;0061;\n", count: 12)))
        let semicolons = String(repeating: "Build it first; then test it; then ship it.\nIt works.\n", count: 6)
        XCTAssertNil(reason("notes/semicolons.txt", semicolons), "sentences with semicolons start with more than one word")
        let testInput = String(repeating: "This is file one.\nIt says one.\n", count: 6)
        XCTAssertNil(reason("notes/one.txt", testInput), "lines ending alike in a full stop are sentences")
        let quotes = String(repeating: "He said \"stop\" and \"go\" and left.\nThen he came back to say more.\n", count: 6)
        XCTAssertNil(reason("notes.txt", quotes), "quoted words in sentences, half the lines")
        let howTo = String(repeating: "Run the build, then the tests:\n\n    make test\n\nIt takes a minute (or two).\n", count: 5)
        XCTAssertNil(reason("HOWTO.txt", howTo), "prose with a command in it")
    }
}
