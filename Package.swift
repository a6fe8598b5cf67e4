// swift-tools-version:6.0
import Foundation
import PackageDescription

// One C target per tree-sitter grammar, from grammars/manifest.json; the sources are
// fetched by `make grammars` into grammars/<lang>/src and never committed.
//
// SwiftPM caches this manifest's evaluation by its own text, not by the files it
// reads: the line below changes with grammars/manifest.json (PackageManifestTests
// checks it), so that a new grammar is seen. After editing the manifest, put its
// `sha256sum grammars/manifest.json` here.
// grammars/manifest.json sha256: d59af251000085c7350981fbc8b4caf174aad0cafb683e2a578d998c4bdc2efb
struct Grammar {
    let name: String
    let sources: [String]

    /// markdown_inline → TreeSitterMarkdownInline
    var target: String {
        "TreeSitter" + name.split(separator: "_").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }
}

let root = Context.packageDirectory
let grammars: [Grammar] = {
    guard let data = FileManager.default.contents(atPath: root + "/grammars/manifest.json"),
          let manifest = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
          let languages = manifest["languages"] as? [[String: Any]]
    else { fatalError("grammars/manifest.json is missing or not JSON; restore it from git") }
    return languages.map { language in
        Grammar(name: language["name"] as! String,
                sources: (language["compile"] as! [String]).map { "src/" + $0 })
    }
}()
let grammarsFetched = grammars.allSatisfy {
    FileManager.default.fileExists(atPath: "\(root)/grammars/\($0.name)/src/parser.c")
}

func grammarTarget(_ grammar: Grammar) -> Target {
    let folder = "\(root)/grammars/\(grammar.name)"
    let kept: Set<String> = ["include", "src", "common"]
    let others = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { !kept.contains($0) }
    return .target(
        name: grammar.target,
        path: "grammars/\(grammar.name)",
        exclude: others,
        sources: grammar.sources,
        publicHeadersPath: "include",
        cSettings: [.headerSearchPath("src"), .unsafeFlags(["-w", "-O2"])])
}

/// The text engine, syntax and proofing layers are optimized in debug builds too: the
/// test suite runs through them (each `check` a test spawns starts by reading the word
/// lists, 8 times slower unoptimized; the randomized tests edit and parse for minutes),
/// and its tests took 16 minutes unoptimized against 4 (issue #27, item 5). Their tests still
/// see internal names (`-enable-testing` stays on).
let optimizedInDebug: [SwiftSetting] = [.unsafeFlags(["-O"], .when(configuration: .debug))]

let grammarTargets: [Target] = grammarsFetched
    ? grammars.map(grammarTarget)
    : [.target(name: "TreeSitterGrammars", path: "grammars/not-fetched", publicHeadersPath: "include")]
let grammarDependencies: [Target.Dependency] = grammarsFetched
    ? grammars.map { .target(name: $0.target) }
    : ["TreeSitterGrammars"]

let package = Package(
    name: "Inkstone",
    products: [
        .library(name: "InkstoneText", targets: ["InkstoneText"]),
        .library(name: "InkstoneSyntax", targets: ["InkstoneSyntax"]),
        .library(name: "InkstoneSessions", targets: ["InkstoneSessions"]),
        .library(name: "InkstoneProofing", targets: ["InkstoneProofing"]),
        .library(name: "InkstoneProject", targets: ["InkstoneProject"]),
        .library(name: "InkstoneLSP", targets: ["InkstoneLSP"]),
        .library(name: "InkstoneJSON", targets: ["InkstoneJSON"]),
        .library(name: "InkstoneServe", targets: ["InkstoneServe"]),
        .executable(name: "inkstone", targets: ["inkstone"]),
        .executable(name: "inkstone-bench", targets: ["inkstone-bench"]),
    ],
    targets: grammarTargets + [
        .systemLibrary(
            name: "CTreeSitter", pkgConfig: "tree-sitter",
            providers: [.apt(["libtree-sitter-dev"])]),
        .systemLibrary(
            name: "CHunspell", pkgConfig: "hunspell",
            providers: [.apt(["libhunspell-dev"])]),
        .target(name: "InkstoneText", swiftSettings: optimizedInDebug),
        .target(name: "InkstoneJSON"),
        // How long the randomized tests run (INKSTONE_LONG_TESTS=1, make test-long).
        .target(name: "InkstoneTestSupport"),
        .target(name: "CProcessSpawn"),
        // Compact Language Detector 2 (Debian libcld2-dev), behind a C face for its C++ API.
        .target(name: "CLanguageDetector", linkerSettings: [.linkedLibrary("cld2")]),
        // GNU libmicrohttpd (Debian libmicrohttpd-dev), behind a shim for its variadic options.
        .target(name: "CMicroHTTPD", linkerSettings: [.linkedLibrary("microhttpd")]),
        .executableTarget(name: "query-embedder"),
        .plugin(name: "EmbedQueries", capability: .buildTool(), dependencies: ["query-embedder"]),
        .target(
            name: "InkstoneSyntax",
            dependencies: ["InkstoneText", "CTreeSitter"] + grammarDependencies,
            swiftSettings: optimizedInDebug,
            plugins: ["EmbedQueries"]),
        .target(name: "InkstoneProofing", dependencies: ["InkstoneText", "CHunspell", "CLanguageDetector"], swiftSettings: optimizedInDebug,
                plugins: ["EmbedQueries"]),
        .target(name: "InkstoneSessions", dependencies: ["InkstoneText", "InkstoneSyntax", "InkstoneProofing"]),
        .target(name: "InkstoneProject", dependencies: ["InkstoneText", "InkstoneSyntax", "InkstoneProofing", "InkstoneSessions"]),
        .target(name: "InkstoneLSP", dependencies: ["InkstoneText", "InkstoneSyntax", "InkstoneProofing", "InkstoneSessions", "InkstoneProject", "InkstoneJSON"]),
        .target(name: "InkstoneServe", dependencies: ["CMicroHTTPD", "InkstoneText", "InkstoneProofing", "InkstoneProject", "InkstoneJSON"]),
        .target(name: "InkstoneScript", dependencies: ["InkstoneText", "InkstoneSyntax", "InkstoneProofing", "InkstoneSessions", "InkstoneJSON"]),
        .executableTarget(name: "inkstone", dependencies: ["CProcessSpawn", "InkstoneProject", "InkstoneText", "InkstoneSyntax", "InkstoneSessions", "InkstoneScript", "InkstoneProofing", "InkstoneLSP", "InkstoneServe"]),
        .executableTarget(name: "inkstone-bench", dependencies: ["InkstoneText", "InkstoneSyntax", "InkstoneSessions", "InkstoneProofing", "InkstoneProject", "InkstoneLSP", "InkstoneServe", "InkstoneJSON", "CTreeSitter"]),
        .testTarget(name: "InkstoneTextTests", dependencies: ["InkstoneText", "InkstoneTestSupport"]),
        .testTarget(name: "InkstoneSyntaxTests", dependencies: ["InkstoneText", "InkstoneSyntax", "CTreeSitter", "InkstoneTestSupport"]),
        .testTarget(name: "InkstoneSessionsTests", dependencies: ["InkstoneText", "InkstoneSyntax", "InkstoneProofing", "InkstoneSessions"]),
        .testTarget(name: "InkstoneScriptTests", dependencies: ["InkstoneScript"]),
        .testTarget(name: "InkstoneProofingTests", dependencies: ["InkstoneText", "InkstoneSyntax", "InkstoneProofing"]),
        .testTarget(name: "InkstoneProjectTests", dependencies: ["InkstoneText", "InkstoneSyntax", "InkstoneProofing", "InkstoneProject"]),
        .testTarget(name: "InkstoneServeTests", dependencies: ["InkstoneServe", "InkstoneJSON", "InkstoneProject", "InkstoneProofing", "InkstoneText", "InkstoneTestSupport"]),
        .testTarget(name: "InkstoneCLITests", dependencies: ["inkstone"]),
        .testTarget(name: "InkstoneLSPTests", dependencies: ["InkstoneLSP", "InkstoneJSON", "InkstoneText", "InkstoneProofing", "InkstoneProject", "InkstoneSessions", "InkstoneSyntax"]),
    ]
)
