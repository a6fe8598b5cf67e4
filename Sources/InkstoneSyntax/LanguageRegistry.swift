import Foundation
import TreeSitterBash
import TreeSitterC
import TreeSitterCSharp
import TreeSitterCmake
import TreeSitterCpp
import TreeSitterCss
import TreeSitterDockerfile
import TreeSitterElixir
import TreeSitterFish
import TreeSitterGo
import TreeSitterHaskell
import TreeSitterHtml
import TreeSitterJava
import TreeSitterJavascript
import TreeSitterJson
import TreeSitterKotlin
import TreeSitterLatex
import TreeSitterLua
import TreeSitterMake
import TreeSitterMarkdown
import TreeSitterMarkdownInline
import TreeSitterPerl
import TreeSitterPhp
import TreeSitterPython
import TreeSitterRst
import TreeSitterRuby
import TreeSitterRust
import TreeSitterScala
import TreeSitterSql
import TreeSitterSwift
import TreeSitterToml
import TreeSitterTsx
import TreeSitterTypescript
import TreeSitterVim
import TreeSitterXml
import TreeSitterYaml

/// Every language Inkstone knows: the bundled grammars of `grammars/manifest.json`
/// and plain text.
public enum LanguageRegistry {
    private static let entryPoints: [String: @convention(c) () -> OpaquePointer?] = [
        "bash": tree_sitter_bash, "c": tree_sitter_c, "c_sharp": tree_sitter_c_sharp, "cmake": tree_sitter_cmake, "cpp": tree_sitter_cpp,
        "css": tree_sitter_css, "dockerfile": tree_sitter_dockerfile, "elixir": tree_sitter_elixir,
        "fish": tree_sitter_fish, "go": tree_sitter_go, "haskell": tree_sitter_haskell, "html": tree_sitter_html,
        "java": tree_sitter_java, "javascript": tree_sitter_javascript, "json": tree_sitter_json,
        "kotlin": tree_sitter_kotlin, "latex": tree_sitter_latex, "lua": tree_sitter_lua, "make": tree_sitter_make,
        "markdown": tree_sitter_markdown, "markdown_inline": tree_sitter_markdown_inline, "perl": tree_sitter_perl,
        "php": tree_sitter_php, "python": tree_sitter_python, "rst": tree_sitter_rst, "ruby": tree_sitter_ruby,
        "rust": tree_sitter_rust, "scala": tree_sitter_scala, "sql": tree_sitter_sql, "swift": tree_sitter_swift,
        "toml": tree_sitter_toml, "tsx": tree_sitter_tsx, "typescript": tree_sitter_typescript, "vim": tree_sitter_vim,
        "xml": tree_sitter_xml, "yaml": tree_sitter_yaml,
    ]

    public static let plainText = Language(name: "plain", extensions: ["txt"], filenames: [], shebangs: [],
                                           pin: "built in", grammar: nil, isIncremental: true,
                                           inlineLayer: nil, hasFrontMatter: false, isLayerOnly: false,
                                           lineComment: nil, clientIDs: ["plaintext", "text"])

    /// Every language, plain text last.
    public static let all: [Language] = {
        let manifest = GrammarManifest.embedded
        let pins = Dictionary(uniqueKeysWithValues: manifest.sources.map { ($0.name, "\($0.name)==\($0.version)") })
        return manifest.languages.compactMap { entry -> Language? in
            guard let function = entryPoints[entry.name] else {
                fatalError("grammars/manifest.json names '\(entry.name)', which LanguageRegistry does not link")
            }
            return Language(name: entry.name, extensions: entry.extensions, filenames: entry.filenames,
                            shebangs: entry.shebangs, pin: pins[entry.source] ?? entry.source,
                            grammar: Grammar(function: function), isIncremental: entry.incremental ?? true,
                            inlineLayer: entry.inlineLayer, hasFrontMatter: entry.frontMatter ?? false, isLayerOnly: entry.layerOnly ?? false,
                            lineComment: entry.lineComment.flatMap { $0.count == 2 ? Language.LineComment(open: $0[0], close: $0[1]) : nil },
                            clientIDs: entry.clientIDs ?? [])
        }.sorted { $0.name < $1.name } + [plainText]
    }()

    /// The languages a file can be: all but the inner layers (markdown_inline).
    public static var listed: [Language] { all.filter { !$0.isLayerOnly } }

    public static func named(_ name: String) -> Language? {
        all.first { $0.name == name.lowercased() }
    }

    /// The language an editor names (an LSP `languageId`: its own name or one of its
    /// `clientIDs`); never an inner layer.
    public static func language(forClientID id: String) -> Language? {
        let id = id.lowercased()
        return listed.first { $0.name == id || $0.clientIDs.contains(id) }
    }

    /// The language of a file: by name, then extension, then a `#!` line; plain text
    /// when nothing matches.
    public static func language(forPath path: String, firstLine: String? = nil) -> Language {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        if let match = listed.first(where: { $0.filenames.contains(name) }) { return match }
        if let dot = name.lastIndex(of: "."), dot != name.startIndex {
            let ext = name[name.index(after: dot)...].lowercased()
            if let match = listed.first(where: { $0.extensions.contains(ext) }) { return match }
        }
        if let firstLine, let interpreter = Self.interpreter(ofShebang: firstLine),
           let match = listed.first(where: { $0.shebangs.contains(interpreter) }) {
            return match
        }
        return plainText
    }

    /// The language a Vim or Emacs modeline in the first or last five lines names
    /// (`vim: set ft=python:`, `# -*- mode: ruby -*-`), by name or editor id; nil when
    /// none names a language Inkstone has.
    public static func language(forModelineIn text: String) -> Language? {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        for line in lines.prefix(5) + lines.suffix(5) where line.count < 512 {
            for name in modelineNames(in: String(line)) {
                if let language = language(forClientID: name) { return language }
            }
        }
        return nil
    }

    private static let vimModeline = try! NSRegularExpression(pattern: #"(?:^|\s)(?:vim?|ex):.*?\b(?:ft|filetype|syntax)=([\w.+-]+)"#)
    private static let emacsModeline = try! NSRegularExpression(pattern: #"-\*-\s*(?:.*?\bmode:\s*([\w+-]+)|([\w+-]+)\s*-\*-)"#)
    /// ShellCheck's directive naming the shell of a script without a `#!` line (a
    /// template kept as `.txt`): `# shellcheck shell=bash`.
    private static let shellCheckDirective = try! NSRegularExpression(pattern: #"^\s*#\s*shellcheck\s+shell=([\w+-]+)"#)

    private static func modelineNames(in line: String) -> [String] {
        let whole = NSRange(location: 0, length: (line as NSString).length)
        return [vimModeline, emacsModeline, shellCheckDirective].flatMap { expression in
            expression.matches(in: line, range: whole).flatMap { match in
                (1..<match.numberOfRanges).compactMap { index in
                    match.range(at: index).location == NSNotFound ? nil : (line as NSString).substring(with: match.range(at: index))
                }
            }
        }
    }

    /// `#!/usr/bin/env python3 -u` → python3; `#!/bin/bash` → bash.
    static func interpreter(ofShebang line: String) -> String? {
        guard line.hasPrefix("#!") else { return nil }
        let words = line.dropFirst(2).split(separator: " ").map(String.init)
        guard let program = words.first?.split(separator: "/").last.map(String.init) else { return nil }
        if program == "env" { return words.dropFirst().first { !$0.hasPrefix("-") } }
        return program
    }
}
