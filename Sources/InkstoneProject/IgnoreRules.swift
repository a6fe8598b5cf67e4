import Foundation
import InkstoneProofing

/// The patterns of `.gitignore` and `.ignore` files (and `ignorePaths` globs): `#`
/// comments, `!` negation, a trailing `/` for folders only, a leading or inner `/`
/// anchoring to the file's folder, `*`, `?`, `[…]` and `**`. The last matching
/// pattern wins, as in Git.
public struct IgnoreRules: Sendable {
    struct Rule: Sendable {
        let expression: NSRegularExpression
        let negated: Bool
        let foldersOnly: Bool
        /// A `.gitattributes` pattern names files (`app/assets/**`), never a folder to
        /// skip whole: a file below it may be taken back.
        let filesOnly: Bool
        /// Where the line came from (`.gitignore`, `docs/.gitignore`, `--exclude`) and
        /// the line itself, to say why a path is ignored.
        let source: String
        let line: String
    }

    private var rules: [Rule] = []

    public init() {}

    /// Adds the lines of an ignore file found in `folder` (relative to the walk's root,
    /// "" for the root itself); `source` names the file or option they came from;
    /// `filesOnly` rules never skip a folder whole.
    public mutating func add(_ text: String, in folder: String, source: String = "an ignore rule", filesOnly: Bool = false) {
        for raw in text.split(whereSeparator: \.isNewline) {
            var line = raw.trimmingCharacters(in: .whitespaces)
            guard !line.isEmpty, !line.hasPrefix("#") else { continue }
            let negated = line.hasPrefix("!")
            if negated { line.removeFirst() }
            let foldersOnly = line.hasSuffix("/")
            if foldersOnly { line.removeLast() }
            let anchored = line.contains("/")
            if line.hasPrefix("/") { line.removeFirst() }
            let prefix = folder.isEmpty ? "" : NSRegularExpression.escapedPattern(for: folder) + "/"
            let pattern = "^" + prefix + (anchored ? "" : "(?:.*/)?") + Self.regex(forGlob: line) + "$"
            if let expression = try? NSRegularExpression(pattern: pattern) {
                rules.append(Rule(expression: expression, negated: negated, foldersOnly: foldersOnly, filesOnly: filesOnly, source: source,
                                  line: raw.trimmingCharacters(in: .whitespaces)))
            }
        }
    }

    /// Whether a path relative to the walk's root is ignored.
    public func ignores(_ path: String, isFolder: Bool) -> Bool {
        deciding(path, isFolder: isFolder) != nil
    }

    /// Why a path relative to the walk's root is ignored (`'*.log' in docs/.gitignore`),
    /// or nil when it is not.
    public func reason(ignoring path: String, isFolder: Bool) -> String? {
        deciding(path, isFolder: isFolder).map { "'\($0.line)' in \($0.source)" }
    }

    /// The last rule that matches, when it ignores.
    private func deciding(_ path: String, isFolder: Bool) -> Rule? {
        var last: Rule?
        let range = NSRange(location: 0, length: (path as NSString).length)
        for rule in rules where (!rule.foldersOnly || isFolder) && !(rule.filesOnly && isFolder) {
            if rule.expression.firstMatch(in: path, range: range) != nil { last = rule }
        }
        return last.flatMap { $0.negated ? nil : $0 }
    }

    /// Why a glob in a configuration cannot be used, or nil: an empty glob matches
    /// nothing, and an unclosed or reversed `[…]` no path at all.
    public static func problem(inGlob glob: String) -> String? {
        if glob.trimmingCharacters(in: .whitespaces).isEmpty { return "is empty; give a path pattern such as \"docs/**\"" }
        var characters = Array(glob)[...]
        while let character = characters.popFirst() {
            guard character == "[" else { continue }
            guard let closing = characters.firstIndex(of: "]") else { return "has a '[' without its ']'" }
            characters = characters[characters.index(after: closing)...]
        }
        if (try? NSRegularExpression(pattern: regex(forGlob: glob))) == nil { return "is not a valid glob (a range such as [z-a]?)" }
        return nil
    }

    static func regex(forGlob glob: String) -> String {
        var result = ""
        var characters = Array(glob)[...]
        while let character = characters.popFirst() {
            switch character {
            case "*" where characters.first == "*":
                characters.removeFirst()
                if characters.first == "/" {
                    characters.removeFirst()
                    result += "(?:.*/)?"
                } else {
                    result += ".*"
                }
            case "*": result += "[^/]*"
            case "?": result += "[^/]"
            case "[":
                let closing = characters.firstIndex(of: "]")
                if let closing {
                    result += "[" + String(characters[..<closing]).replacingOccurrences(of: "\\", with: "\\\\") + "]"
                    characters = characters[characters.index(after: closing)...]
                } else {
                    result += "\\["
                }
            default: result += NSRegularExpression.escapedPattern(for: String(character))
            }
        }
        return result
    }
}
