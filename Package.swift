// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Inkstone",
    products: [
        .library(name: "InkstoneText", targets: ["InkstoneText"]),
        .executable(name: "inkstone", targets: ["inkstone"]),
        .executable(name: "inkstone-bench", targets: ["inkstone-bench"]),
    ],
    targets: [
        .systemLibrary(
            name: "CTreeSitter", pkgConfig: "tree-sitter",
            providers: [.apt(["libtree-sitter-dev"])]),
        .systemLibrary(
            name: "CHunspell", pkgConfig: "hunspell",
            providers: [.apt(["libhunspell-dev"])]),
        .target(name: "InkstoneText"),
        .executableTarget(name: "inkstone", dependencies: ["InkstoneText"]),
        .executableTarget(name: "inkstone-bench", dependencies: ["InkstoneText"]),
        .testTarget(name: "InkstoneTextTests", dependencies: ["InkstoneText"]),
        .testTarget(name: "InkstoneCLITests", dependencies: ["inkstone"]),
    ]
)
