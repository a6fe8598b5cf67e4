import Foundation
import XCTest

/// Package.swift declares for each target exactly the modules its files import: no
/// dependency that no file uses, no import that works only by accident of the build
/// order.
final class PackageManifestTests: XCTestCase {
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    /// Modules of this package (and its system libraries) that an import can name.
    private static let ours = #"^(Inkstone\w*|C[A-Z]\w*|TreeSitter\w+)$"#

    func testEveryTargetDeclaresExactlyWhatItImports() throws {
        let manifest = try String(contentsOf: Self.root.appendingPathComponent("Package.swift"), encoding: .utf8)
        let targets = ["InkstoneText", "InkstoneSyntax", "InkstoneProofing", "InkstoneSessions", "InkstoneScript",
                       "inkstone", "inkstone-bench", "InkstoneTextTests", "InkstoneSyntaxTests", "InkstoneProofingTests",
                       "InkstoneSessionsTests", "InkstoneScriptTests", "InkstoneLSP", "InkstoneLSPTests", "InkstoneJSON", "InkstoneProject", "InkstoneProjectTests",
                       "InkstoneServe", "InkstoneServeTests"]
        for target in targets {
            let declared = try declaredDependencies(of: target, in: manifest)
            let imported = try imports(of: target)
            XCTAssertEqual(declared, imported, "\(target): Package.swift declares \(declared.sorted()), its files import \(imported.sorted())")
        }
    }

    /// SwiftPM reuses a manifest's evaluation while Package.swift's text stays the same,
    /// so a grammar added to grammars/manifest.json would go unseen: Package.swift
    /// carries the manifest's hash, and this test says when it is out of date.
    func testPackageSwiftNamesTheGrammarManifestsHash() throws {
        let manifest = try String(contentsOf: Self.root.appendingPathComponent("Package.swift"), encoding: .utf8)
        let grammars = try Data(contentsOf: Self.root.appendingPathComponent("grammars/manifest.json"))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/sha256sum")
        let input = Pipe(), output = Pipe()
        (process.standardInput, process.standardOutput) = (input, output)
        try process.run()
        input.fileHandleForWriting.write(grammars)
        try input.fileHandleForWriting.close()
        let hash = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self).prefix(64)
        process.waitUntilExit()
        XCTAssertTrue(manifest.contains("// grammars/manifest.json sha256: \(hash)\n"),
                      "put `// grammars/manifest.json sha256: \(hash)` in Package.swift (see its comment)")
    }

    /// The names in the target's `dependencies: [...]`; `grammarDependencies` stands
    /// for the grammar targets, which the files import one by one.
    private func declaredDependencies(of target: String, in manifest: String) throws -> Set<String> {
        let pattern = #"name: "\#(target)",\s*dependencies: \[([^\]]*)\]( \+ grammarDependencies)?"#
        let expression = try NSRegularExpression(pattern: pattern)
        let range = NSRange(manifest.startIndex..., in: manifest)
        guard let match = expression.firstMatch(in: manifest, range: range) else {
            if manifest.range(of: #"name: "\#(target)"[,)]"#, options: .regularExpression) != nil { return [] }
            XCTFail("Package.swift has no target \(target)")
            return []
        }
        let list = String(manifest[Range(match.range(at: 1), in: manifest)!])
        var names = Set(list.split(separator: ",").map { $0.trimmingCharacters(in: CharacterSet(charactersIn: " \n\"")) }
            .filter { !$0.isEmpty })
        if match.range(at: 2).location != NSNotFound { names.insert("TreeSitter*") }
        return names
    }

    private func imports(of target: String) throws -> Set<String> {
        let isTest = target.hasSuffix("Tests")
        let folder = Self.root.appendingPathComponent(isTest ? "Tests/\(target)" : "Sources/\(target)")
        var modules: Set<String> = []
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where name.hasSuffix(".swift") {
            let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
            // `import X`, `@testable import X`, and an access-level import (`internal import X`).
            for line in text.split(separator: "\n") where line.range(of: #"^(?:@testable |internal |private |fileprivate |package |public )?import "#,
                                                                         options: .regularExpression) != nil {
                let module = String(line.split(separator: " ").last!)
                guard module.range(of: Self.ours, options: .regularExpression) != nil, module != target else { continue }
                modules.insert(module.hasPrefix("TreeSitter") ? "TreeSitter*" : module)
            }
        }
        return modules
    }
}
