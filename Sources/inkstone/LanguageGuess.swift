/// The language a file is probably written in, from its extension; `plain` otherwise.
enum LanguageGuess {
    static let byExtension: [String: String] = [
        "md": "markdown", "markdown": "markdown", "swift": "swift", "py": "python", "pyi": "python",
        "js": "javascript", "mjs": "javascript", "cjs": "javascript", "jsx": "javascript",
        "ts": "typescript", "mts": "typescript", "cts": "typescript", "tsx": "tsx",
        "c": "c", "h": "c", "cc": "cpp", "cpp": "cpp", "cxx": "cpp", "hpp": "cpp", "hh": "cpp", "hxx": "cpp",
        "rs": "rust", "go": "go", "java": "java", "rb": "ruby", "sh": "bash", "bash": "bash",
        "json": "json", "toml": "toml", "html": "html", "htm": "html", "css": "css",
        "tex": "latex", "sty": "latex", "cls": "latex", "rst": "rst",
    ]

    static func language(forPath path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return "plain" }
        return byExtension[name[name.index(after: dot)...].lowercased()] ?? "plain"
    }
}
