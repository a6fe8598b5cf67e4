import XCTest
@testable import InkstoneSyntax
import InkstoneText

final class LanguageRegistryTests: XCTestCase {
    func testEveryBundledGrammarLoadsIntoTheRuntime() throws {
        for language in LanguageRegistry.all where !language.isPlainText {
            XCTAssertNoThrow(try SyntaxTree(document: .init("x"), language: language), language.name)
        }
    }

    func testTheDefaultLanguagesAreAllThere() {
        let names = Set(LanguageRegistry.listed.map(\.name))
        for name in ["markdown", "swift", "python", "javascript", "typescript", "tsx", "c", "cpp", "rust", "go",
                     "java", "ruby", "bash", "json", "toml", "html", "css", "latex", "rst", "lua", "vim", "kotlin",
                     "php", "scala", "haskell", "elixir", "perl", "sql", "dockerfile", "make", "cmake", "xml", "fish", "c_sharp",
                     "yaml", "plain"] {
            XCTAssertTrue(names.contains(name), name)
        }
    }

    func testLanguagesAreChosenByExtensionThenShebang() {
        XCTAssertEqual(LanguageRegistry.language(forPath: "docs/README.md").name, "markdown")
        XCTAssertEqual(LanguageRegistry.language(forPath: "a/b/main.SWIFT").name, "swift")
        // fastlane's and CocoaPods' Ruby files have names, no extension (Rainbow's `fastlane/Scanfile`).
        XCTAssertEqual(LanguageRegistry.language(forPath: "fastlane/Scanfile").name, "ruby")
        XCTAssertEqual(LanguageRegistry.language(forPath: "Podfile").name, "ruby")
        XCTAssertEqual(LanguageRegistry.language(forPath: "tool", firstLine: "#!/usr/bin/env python3 -u").name, "python")
        XCTAssertEqual(LanguageRegistry.language(forPath: "run", firstLine: "#!/bin/bash").name, "bash")
        XCTAssertEqual(LanguageRegistry.language(forPath: "notes").name, "plain")
        XCTAssertEqual(LanguageRegistry.language(forPath: "build/Dockerfile").name, "dockerfile")
        XCTAssertEqual(LanguageRegistry.language(forPath: "Makefile").name, "make")
        XCTAssertEqual(LanguageRegistry.language(forPath: "src/CMakeLists.txt").name, "cmake", "by its name, before .txt")
        XCTAssertEqual(LanguageRegistry.language(forPath: "cmake/FindFoo.cmake").name, "cmake")
        XCTAssertEqual(LanguageRegistry.language(forPath: "Program.cs").name, "c_sharp")
        XCTAssertEqual(LanguageRegistry.language(forPath: "ci.yml").name, "yaml")
        XCTAssertEqual(LanguageRegistry.language(forPath: "deploy", firstLine: "#!/usr/bin/env fish").name, "fish")
    }

    /// A script kept as a template's `.txt` says its shell to ShellCheck (issue #26).
    func testShellChecksDirectiveNamesTheShell() {
        let template = "{%- let section = \"# ===\" -%}\n\n# shellcheck shell=bash\n\nfunction f() {\n    local -r retval=\"$?\"\n}\n"
        XCTAssertEqual(LanguageRegistry.language(forModelineIn: template)?.name, "bash")
        XCTAssertEqual(LanguageRegistry.language(forModelineIn: "# shellcheck shell=sh\n")?.name, "bash")
        XCTAssertNil(LanguageRegistry.language(forModelineIn: "Run shellcheck shell=bash on it.\n"), "a mention in prose")
    }

    /// The bash grammar misreads zsh (whole functions as one string), so zsh has none.
    func testZshFilesHaveNoGrammar() {
        XCTAssertEqual(LanguageRegistry.language(forPath: "run", firstLine: "#!/bin/zsh").name, "plain")
        XCTAssertEqual(LanguageRegistry.language(forPath: "completion.zsh").name, "plain")
    }

    func testEveryLanguageRecordsItsSourcePin() {
        for language in LanguageRegistry.listed where !language.isPlainText {
            XCTAssertTrue(language.pin.contains("=="), "\(language.name): \(language.pin)")
        }
    }

    /// The inline layer and front matter come from grammars/manifest.json, not from
    /// the language's name in the code.
    func testTheManifestDeclaresMarkdownsInlineLayerAndFrontMatter() throws {
        let markdown = try XCTUnwrap(LanguageRegistry.named("markdown"))
        XCTAssertEqual(markdown.inlineLayer, "markdown_inline")
        XCTAssertTrue(markdown.hasFrontMatter)
        let inline = try XCTUnwrap(LanguageRegistry.named("markdown_inline"))
        XCTAssertTrue(inline.isLayerOnly)
        XCTAssertFalse(LanguageRegistry.listed.contains(inline))
        XCTAssertEqual(LanguageRegistry.all.filter { $0.inlineLayer != nil }.map(\.name), ["markdown"])
        XCTAssertEqual(LanguageRegistry.all.filter(\.hasFrontMatter).map(\.name), ["markdown"])
        XCTAssertEqual(try SyntaxTree(document: TextDocument("# Hi *there*\n"), language: markdown).inline?.language, inline)
    }
}
