import Foundation
@testable import InkstoneProject
import XCTest
@testable import InkstoneProofing

final class FileWalkerTests: XCTestCase {
    /// A folder tree under the temporary folder (removed after the test): `folders` and
    /// `files` (path, text) are relative to its root, each path with a leading `/`.
    private func tree(folders: [String], files: [(String, String)]) throws -> String {
        let root = NSTemporaryDirectory() + "inkstone-walk-\(UUID().uuidString)"
        addTeardownBlock { try? FileManager.default.removeItem(atPath: root) }
        for folder in folders { try FileManager.default.createDirectory(atPath: root + folder, withIntermediateDirectories: true) }
        for (path, text) in files { FileManager.default.createFile(atPath: root + path, contents: Data(text.utf8)) }
        return root
    }

    func testGitignorePatterns() {
        var rules = IgnoreRules()
        rules.add("# build output\n*.log\nbuild/\n/top.txt\ndocs/**/draft.md\n!keep.log\n", in: "")
        XCTAssertTrue(rules.ignores("a/b/debug.log", isFolder: false))
        XCTAssertFalse(rules.ignores("a/keep.log", isFolder: false))
        XCTAssertTrue(rules.ignores("sub/build", isFolder: true))
        XCTAssertFalse(rules.ignores("sub/build", isFolder: false), "a trailing slash matches folders only")
        XCTAssertTrue(rules.ignores("top.txt", isFolder: false))
        XCTAssertFalse(rules.ignores("sub/top.txt", isFolder: false), "a leading slash anchors")
        XCTAssertTrue(rules.ignores("docs/x/y/draft.md", isFolder: false))
        XCTAssertTrue(rules.ignores("docs/draft.md", isFolder: false))
    }

    func testTheWalkHonoursNestedIgnoreFilesInNameOrder() throws {
        let root = try tree(folders: ["", "/src", "/src/gen", "/.git", "/b"],
                            files: [("/.gitignore", "*.tmp\n"), ("/src/.ignore", "gen/\n"), ("/src/a.md", "a"), ("/src/gen/x.md", "x"),
                                    ("/b/z.md", "z"), ("/b/y.tmp", "y"), ("/.git/config", "c"), ("/readme.md", "r")])
        let (files, skipped) = FileWalker().files(under: [root])
        XCTAssertEqual(files.map { String($0.dropFirst(root.count)) }, ["/.gitignore", "/b/z.md", "/readme.md", "/src/.ignore", "/src/a.md"])
        XCTAssertEqual(Set(skipped.map { String($0.path.dropFirst(root.count)) }), ["/b/y.tmp", "/src/gen"])
    }

    /// `TemplateOutputs` (fl23, LuaSnip): a file written from a template of the same
    /// extension the walk holds is skipped, the template checked; a `.in` template (no
    /// grammar) leaves its output checked.
    func testAFileWrittenFromATemplateTheWalkHoldsIsCheckedInTheTemplate() throws {
        let root = try tree(folders: ["/.git", "/data", "/docs", "/hclsyntax", "/json"],
                            files: [("/DOC.md", "# Doc\n\nIt opens so.\n\nMore.\n"), ("/data/DOC-template.md", "# Doc\n\nIt opens so.\n\nMore.\n"),
                                    ("/README.md", "c"), ("/README.md.in", "d"),
                                    ("/notes.md", "# Notes\n"), ("/data/notes-template.md", "# Write your notes here\n"),
                                    ("/docs/guide.md", "f"), ("/data/guide-template.md", "f"),
                                    ("/hclsyntax/parser.go", "h"), ("/hclsyntax/parser_template.go", "i"), ("/json/parser.go", "j")])
        let (files, skipped) = FileWalker().files(under: [root])
        XCTAssertEqual(files.map { String($0.dropFirst(root.count)) },
                       ["/README.md", "/README.md.in", "/data/DOC-template.md", "/data/guide-template.md", "/data/notes-template.md",
                        "/docs/guide.md", "/hclsyntax/parser.go", "/hclsyntax/parser_template.go", "/json/parser.go", "/notes.md"],
                       "a code file about templates is no template; an output beside another folder, or that opens otherwise, is no output")
        XCTAssertEqual(skipped.map { String($0.path.dropFirst(root.count)) }, ["/DOC.md"])
        XCTAssertEqual(skipped.first?.reason, "written from the template \(root)/data/DOC-template.md, checked there")
        XCTAssertEqual(TemplateOutputs.outputName(ofTemplate: "README.tmpl.md"), "README.md")
        XCTAssertNil(TemplateOutputs.outputName(ofTemplate: "template.md"))
        XCTAssertNil(TemplateOutputs.outputName(ofTemplate: "PULL_REQUEST_TEMPLATE.md"), "a template for people, not a generator")
    }

    /// `CrowdinTranslations` (starship): the files Crowdin writes, by `crowdin.yml`'s
    /// `translation:` patterns, are skipped; the sources beside them are walked.
    func testTheWalkSkipsTheTranslationsCrowdinWrites() throws {
        let crowdin = "files:\n  - source: /docs/**/*.md\n    ignore:\n      - /docs/%locale%\n"
            + "    translation: /docs/%locale%/**/%original_file_name%\n  - source: /README.md\n"
            + "    translation: '/i18n/README.%two_letters_code%.md'\n"
        let root = try tree(folders: ["/.git", "/docs/advanced-config", "/docs/release-2024", "/docs/de-DE/config", "/docs/zh-CN",
                                      "/docs/ckb-IR", "/docs/en-US", "/i18n"],
                            files: [("/crowdin.yml", crowdin), ("/docs/advanced-config/README.md", "a"), ("/docs/de-DE/config/README.md", "b"),
                                    ("/docs/zh-CN/README.md", "c"), ("/i18n/README.fr.md", "d"), ("/README.md", "e"),
                                    ("/docs/release-2024/notes.md", "f"), ("/docs/ckb-IR/README.md", "g"), ("/docs/en-US/README.md", "h"),
                                    ("/i18n/README.en.md", "i")])
        let (files, skipped) = FileWalker().files(under: [root])
        XCTAssertEqual(files.map { String($0.dropFirst(root.count)) },
                       ["/README.md", "/crowdin.yml", "/docs/advanced-config/README.md", "/docs/en-US/README.md",
                        "/docs/release-2024/notes.md", "/i18n/README.en.md"])
        XCTAssertEqual(Set(skipped.map { String($0.path.dropFirst(root.count)) }),
                       ["/docs/ckb-IR/README.md", "/docs/de-DE/config/README.md", "/docs/zh-CN/README.md", "/i18n/README.fr.md"])
        XCTAssertEqual(skipped.first?.reason.hasSuffix("in crowdin.yml (translated on Crowdin)"), true, skipped.first?.reason ?? "")
    }

    /// What `.gitattributes` marks for GitHub's Linguist as vendored or generated is
    /// skipped, saying so; a path unmarked after a wider mark is walked; other
    /// attributes change nothing.
    func testTheWalkSkipsWhatGitattributesMarksVendoredOrGenerated() throws {
        let attributes = "* text=auto\napp/assets/** linguist-vendored\napp/assets/js/ours.js -linguist-vendored\n"
            + "docs/api.md linguist-generated=true\n# docs/guide.md linguist-generated\n*.md diff=markdown\n"
        let root = try tree(folders: ["/.git", "/app/assets/js", "/docs"],
                            files: [("/.gitattributes", attributes), ("/app/assets/js/slider.js", "a"), ("/app/assets/js/ours.js", "b"),
                                    ("/docs/api.md", "c"), ("/docs/guide.md", "d")])
        let (files, skipped) = FileWalker().files(under: [root])
        XCTAssertEqual(files.map { String($0.dropFirst(root.count)) }, ["/.gitattributes", "/app/assets/js/ours.js", "/docs/guide.md"])
        let reasons = Dictionary(uniqueKeysWithValues: skipped.map { (String($0.path.dropFirst(root.count)), $0.reason) })
        XCTAssertEqual(reasons["/app/assets/js/slider.js"], "ignored by 'app/assets/**' in .gitattributes (linguist-vendored)")
        XCTAssertEqual(reasons["/docs/api.md"], "ignored by 'docs/api.md' in .gitattributes (linguist-generated=true)")
    }

    /// A folder whose own licence names none of the project licence's holders is another
    /// project's code copied in, and skipped saying whose; a package of the project's own
    /// with its own licence naming the same holder, and a page about licences, are walked.
    func testTheWalkSkipsAFolderWhoseLicenceNamesAnotherHolder() throws {
        let root = try tree(folders: ["/.git", "/internal/spew", "/crates/cli", "/docs", "/contrib/gpl"],
                            files: [("/LICENSE", "MIT License\n\nCopyright (c) 2012-2020 Mat Ryer, Tyler Bunnell and contributors.\n"),
                                    ("/internal/spew/LICENSE", "ISC License\n\nCopyright (c) 2012-2016 Dave Collins <dave@davec.name>\n"),
                                    ("/internal/spew/dump.go", "// satisify\n"),
                                    ("/crates/cli/LICENSE-MIT", "Copyright (c) 2015 Tyler Bunnell\n"), ("/crates/cli/a.md", "a"),
                                    ("/docs/license.md", "Copyright 2013-2022 Jane Roe\n"), ("/docs/b.md", "b"),
                                    ("/contrib/gpl/COPYING", "Copyright (C) 1989, 1991 Free Software Foundation, Inc.\n"),
                                    ("/contrib/gpl/c.md", "c")])
        let (files, skipped) = FileWalker().files(under: [root])
        XCTAssertEqual(files.map { String($0.dropFirst(root.count)) },
                       ["/LICENSE", "/contrib/gpl/COPYING", "/contrib/gpl/c.md", "/crates/cli/LICENSE-MIT", "/crates/cli/a.md",
                        "/docs/b.md", "/docs/license.md"])
        XCTAssertEqual(skipped.map { String($0.path.dropFirst(root.count)) }, ["/internal/spew"])
        XCTAssertEqual(skipped.first?.reason,
                       "vendored code: its internal/spew/LICENSE names Dave Collins, the project's LICENSE Mat Ryer, Tyler Bunnell and contributors; "
                       + "check it by naming it: inkstone check internal/spew")
        // A file named alone (a pre-commit hook's) is chosen as the walk chooses it.
        XCTAssertEqual(FileWalker().reasonToIgnore(root + "/internal/spew/dump.go"), skipped.first?.reason)
        XCTAssertNil(FileWalker().reasonToIgnore(root + "/crates/cli/a.md"))
    }

    /// Who a licence names: the names after `Copyright`, its years and `(c)`; none for a
    /// template's placeholder or the GPL's own notice.
    func testLicenceHoldersAreTheNamesAfterTheYears() {
        XCTAssertEqual(LicenceHolders(text: "ISC License\n\nCopyright (c) 2012-2016 Dave Collins <dave@davec.name>\n")?.names, ["Dave Collins"])
        XCTAssertEqual(LicenceHolders(text: "Copyright (c) 2016 - present, Victor Zverovich\nAll rights reserved.\n")?.names,
                       ["Victor Zverovich"])
        XCTAssertEqual(LicenceHolders(text: "Copyright © 2007, 2008 Blake Mizerany\nCopyright (c) 2010-2017 Konstantin Haase\n")?.names,
                       ["Blake Mizerany", "Konstantin Haase"])
        XCTAssertNil(LicenceHolders(text: "   Copyright [yyyy] [name of copyright owner]\n"))
        XCTAssertNil(LicenceHolders(text: "Copyright (C) 1989, 1991 Free Software Foundation, Inc.\n"))
        XCTAssertNil(LicenceHolders(text: "The above copyright notice and this permission notice shall be included\n"))
        let google = LicenceHolders(text: "Copyright 2008 Google Inc.\n")!, llc = LicenceHolders(text: "Copyright 2020 Google LLC\n")!
        XCTAssertTrue(google.sharesAHolder(with: llc))
        XCTAssertTrue(LicenceHolders.isLicenceFile("fmt.license.rst"))
        XCTAssertTrue(LicenceHolders.isLicenceFile("License"))
        XCTAssertFalse(LicenceHolders.isLicenceFile("license.md"))
        XCTAssertFalse(LicenceHolders.isLicenceFile("licenses.go"))
    }

    /// `check src` in a repository: the root's .gitignore and the project's ignorePaths
    /// apply, relative to their own folders; a subfolder's config adds its own.
    func testIgnoreFilesAndConfigsAboveAndBelowTheWalkedFolderApply() throws {
        let root = try tree(folders: ["/.git", "/src/gen", "/src/docs/drafts"],
                            files: [("/.gitignore", "*.tmp\n"), ("/.inkstone.json", "{ignorePaths: ['src/gen/']}"),
                                    ("/src/a.md", "a"), ("/src/b.tmp", "b"), ("/src/gen/x.md", "x"),
                                    ("/src/docs/.inkstone.json", "{ignorePaths: ['drafts/']}"), ("/src/docs/c.md", "c"),
                                    ("/src/docs/drafts/d.md", "d")])
        let (files, skipped) = FileWalker().files(under: [root + "/src"])
        XCTAssertEqual(files.map { String($0.dropFirst(root.count)) }, ["/src/a.md", "/src/docs/.inkstone.json", "/src/docs/c.md"])
        XCTAssertEqual(Set(skipped.map { String($0.path.dropFirst(root.count)) }), ["/src/b.tmp", "/src/gen", "/src/docs/drafts"])

        let (fromRoot, _) = FileWalker().files(under: [root])
        XCTAssertEqual(fromRoot.map { String($0.dropFirst(root.count)) },
                       ["/.gitignore", "/.inkstone.json", "/src/a.md", "/src/docs/.inkstone.json", "/src/docs/c.md"])
    }

    func testWithoutARepositoryTheProjectConfigIsTheBase() throws {
        let root = NSTemporaryDirectory() + "inkstone-walk-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: root + "/project/src/vendor", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: root) }
        FileManager.default.createFile(atPath: root + "/project/.inkstone.json", contents: Data("{ignorePaths: ['vendor/']}".utf8))
        FileManager.default.createFile(atPath: root + "/project/src/vendor/v.md", contents: Data("v".utf8))
        FileManager.default.createFile(atPath: root + "/project/src/m.md", contents: Data("m".utf8))
        XCTAssertEqual(FileWalker.base(of: root + "/project/src"), root + "/project")
        XCTAssertEqual(FileWalker().files(under: [root + "/project/src"]).files, [root + "/project/src/m.md"])
    }

    func testFoldersGivenWithASlashAndLinkedFoldersAreHandledAsGitDoes() throws {
        let root = NSTemporaryDirectory() + "inkstone-walk-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: root + "/src/deep", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: root) }
        FileManager.default.createFile(atPath: root + "/src/a.md", contents: Data("a".utf8))
        try FileManager.default.createSymbolicLink(atPath: root + "/src/deep/loop", withDestinationPath: root + "/src")
        let (files, skipped) = FileWalker().files(under: [root + "/src/"])
        XCTAssertEqual(files, [root + "/src/a.md"])
        XCTAssertEqual(skipped.map(\.path), [root + "/src/deep/loop"])
        XCTAssertEqual(skipped.map(\.reason), ["a symbolic link to a folder"])
    }

    /// Round V of issue #26: alacritty's `alacritty/README.md` links to `../README.md`;
    /// checking both reported every finding twice. A link out of the folder is followed.
    func testALinkToAFileOfTheWalkedFolderIsCheckedOnceWhereTheFileIs() throws {
        let root = NSTemporaryDirectory() + "inkstone-walk-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: root + "/repo/crate", withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: root) }
        FileManager.default.createFile(atPath: root + "/repo/README.md", contents: Data("a".utf8))
        FileManager.default.createFile(atPath: root + "/outside.md", contents: Data("o".utf8))
        try FileManager.default.createSymbolicLink(atPath: root + "/repo/crate/README.md", withDestinationPath: "../README.md")
        try FileManager.default.createSymbolicLink(atPath: root + "/repo/crate/shared.md", withDestinationPath: root + "/outside.md")
        let (files, skipped) = FileWalker().files(under: [root + "/repo"])
        XCTAssertEqual(files, [root + "/repo/README.md", root + "/repo/crate/shared.md"])
        XCTAssertEqual(skipped.map(\.path), [root + "/repo/crate/README.md"])
        XCTAssertEqual(skipped.map(\.reason), ["a symbolic link to README.md, checked there"])
    }

    func testTheBaseOfARelativeOrEmptyFolderIsFoundWithoutACrash() {
        XCTAssertEqual(FileWalker.base(of: "no-such/relative/folder"), "no-such/relative/folder")
        XCTAssertEqual(FileWalker.base(of: ""), "")
    }
}
