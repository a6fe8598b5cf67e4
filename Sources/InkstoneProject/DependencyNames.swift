import Foundation
import InkstoneText

/// The packages a project declares it depends on, by the manifests of one folder:
/// `package.json`'s dependencies of every kind, `Cargo.toml`'s dependency tables,
/// `Cargo.lock`'s crates, `pyproject.toml`'s dependency lists, `requirements*.txt`, a `Gemfile`'s and a
/// gemspec's gems, `go.mod`'s required modules. Its prose names them (`vitest`,
/// `typedoc`, `webrat`, `mongoid`) as it names itself (`ProjectVocabulary`, issue #26).
enum DependencyNames {
    static func names(in folder: String) -> Set<String> {
        var names: Set<String> = []
        let files = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        for file in files {
            guard let reader = reader(for: file), let text = LimitedFile.text(folder + "/" + file, limit: ProjectVocabulary.manifestSizeLimit, kind: "a manifest") else { continue }
            names.formUnion(reader(text))
        }
        return names
    }

    /// How to read a manifest called `file`, or nil for another file.
    private static func reader(for file: String) -> ((String) -> [String])? {
        switch file {
        case "package.json": packageJSON
        case "Cargo.toml": cargo
        // Every crate of the build, a dependency's dependencies too (`tokio` under
        // `reqwest`): the lock file's `[[package]]` names, which `deny.toml` and the
        // changelog mention.
        case "Cargo.lock": { matches(lockedCrate, in: $0) }
        case "pyproject.toml": pyproject
        case "Gemfile": { matches(gem, in: $0) }
        case "go.mod": goModules
        case _ where file.hasSuffix(".gemspec"): { matches(gemspecDependency, in: $0) }
        case _ where file.hasPrefix("requirements") && file.hasSuffix(".txt"): { matches(requirement, in: $0) }
        default: nil
        }
    }

    /// The keys of every `*dependencies` object; a scoped package gives its scope and
    /// its name (`@vitest/ui` → `vitest`, `ui`).
    private static func packageJSON(_ text: String) -> [String] {
        guard let object = (try? JSONSerialization.jsonObject(with: Data(text.utf8))) as? [String: Any] else { return [] }
        return object.filter { $0.key.hasSuffix("ependencies") }.compactMap { $0.value as? [String: Any] }.flatMap(\.keys)
            .flatMap { $0.split(separator: "/").map { String($0.drop { $0 == "@" }) } }
    }

    /// The keys of the tables whose name ends in `dependencies` (`[dev-dependencies]`,
    /// `[target.'cfg(unix)'.dependencies]`, `[workspace.dependencies]`).
    private static func cargo(_ text: String) -> [String] {
        var names: [String] = [], inDependencies = false
        for line in text.split(separator: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("[") {
                inDependencies = trimmed.trimmingCharacters(in: CharacterSet(charactersIn: "[] ")).hasSuffix("dependencies")
            } else if inDependencies, let key = trimmed.split(separator: "=").first?.trimmingCharacters(in: .whitespaces),
                      !key.isEmpty, key.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }) {
                names.append(key)
            }
        }
        return names
    }

    /// The requirements in the lists named `dependencies` (and `optional-dependencies`'
    /// and a dependency group's): `"httpx[http2]>=0.27"` → `httpx`.
    private static func pyproject(_ text: String) -> [String] {
        matches(dependencyList, in: text).flatMap { list in matches(quotedRequirement, in: list) }
    }

    /// The module paths `go.mod` requires, each path's last part that is no version
    /// (`github.com/charmbracelet/lipgloss` → `lipgloss`; `…/v2` → the part before).
    private static func goModules(_ text: String) -> [String] {
        matches(goRequirement, in: text).compactMap { path in
            path.split(separator: "/").map(String.init).last { !($0.hasPrefix("v") && $0.dropFirst().allSatisfy(\.isNumber)) }
        }
    }

    private static let lockedCrate = try! NSRegularExpression(pattern: #"(?m)^name = "([^"]+)""#)
    private static let gem = try! NSRegularExpression(pattern: #"(?m)^\s*gem\s+['"]([^'"]+)['"]"#)
    private static let gemspecDependency = try! NSRegularExpression(pattern: #"add_(?:runtime_|development_)?dependency\s*\(?\s*['"]([^'"]+)['"]"#)
    private static let requirement = try! NSRegularExpression(pattern: #"(?m)^([A-Za-z0-9][A-Za-z0-9._-]*)"#)
    private static let dependencyList = try! NSRegularExpression(pattern: #"(?s)(?:dependencies|dev|test|docs)\s*=\s*\[(.*?)\]"#)
    private static let quotedRequirement = try! NSRegularExpression(pattern: #"(?<![\w.])["']([A-Za-z][A-Za-z0-9._-]*)"#)
    private static let goRequirement = try! NSRegularExpression(pattern: #"(?m)^(?:require\s+|\t)([\w.-]+(?:/[\w.-]+)+)\s+v"#)

    /// The first group of each match of `expression` in `text`.
    private static func matches(_ expression: NSRegularExpression, in text: String) -> [String] {
        expression.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap { match in
            Range(match.range(at: 1), in: text).map { String(text[$0]) }
        }
    }
}
