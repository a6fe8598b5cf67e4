import Foundation
import PackagePlugin

/// Embeds the tree-sitter queries (`grammars/<lang>/*.scm`) and the grammar manifest
/// in InkstoneSyntax, and the word lists of `dictionaries/` and the grammar rules of
/// `rules/<lang>/*.rules` in InkstoneProofing, as Swift
/// source, so that the library needs no resource files at run time and an edited
/// query takes effect on the next build.
@main
struct EmbedQueries: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        if target.name == "InkstoneProofing" { return try dictionaryCommands(context: context) + ruleCommands(context: context) }
        let grammars = context.package.directoryURL.appending(path: "grammars")
        let languages = try FileManager.default.contentsOfDirectory(atPath: grammars.path()).sorted()
        var inputs: [URL] = []
        for language in languages {
            let folder = grammars.appending(path: language)
            let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path())) ?? []
            inputs += files.filter { $0.hasSuffix(".scm") }.sorted().map { folder.appending(path: $0) }
        }
        inputs.append(grammars.appending(path: "manifest.json"))
        let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedQueries.swift")
        return [.buildCommand(
            displayName: "Embedding \(inputs.count) tree-sitter queries",
            executable: try context.tool(named: "query-embedder").url,
            arguments: [output.path(), "EmbeddedQueries"] + inputs.map { $0.path() },
            inputFiles: inputs,
            outputFiles: [output])]
    }

    /// The word lists Inkstone ships (`dictionaries/*.dic`), for InkstoneProofing.
    private func dictionaryCommands(context: PluginContext) throws -> [Command] {
        let folder = context.package.directoryURL.appending(path: "dictionaries")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path())) ?? []
        let inputs = names.filter { $0.hasSuffix(".dic") || $0.hasSuffix("-frequency.txt") || $0.hasSuffix(".words") || $0.hasSuffix(".tsv") }
            .sorted().map { folder.appending(path: $0) }
        let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedDictionaries.swift")
        return [.buildCommand(
            displayName: "Embedding \(inputs.count) word lists",
            executable: try context.tool(named: "query-embedder").url,
            arguments: [output.path(), "EmbeddedDictionaries"] + inputs.map { $0.path() },
            inputFiles: inputs,
            outputFiles: [output])]
    }

    /// The grammar rules (`rules/<lang>/*.rules`), keyed `en/confusables.rules`.
    private func ruleCommands(context: PluginContext) throws -> [Command] {
        let rules = context.package.directoryURL.appending(path: "rules")
        let languages = ((try? FileManager.default.contentsOfDirectory(atPath: rules.path())) ?? []).sorted()
        var inputs: [URL] = []
        for language in languages {
            let folder = rules.appending(path: language)
            let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path())) ?? []
            inputs += files.filter { $0.hasSuffix(".rules") }.sorted().map { folder.appending(path: $0) }
        }
        let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedRules.swift")
        return [.buildCommand(
            displayName: "Embedding \(inputs.count) grammar rule files",
            executable: try context.tool(named: "query-embedder").url,
            arguments: [output.path(), "EmbeddedRules"] + inputs.map { $0.path() },
            inputFiles: inputs,
            outputFiles: [output])]
    }
}
