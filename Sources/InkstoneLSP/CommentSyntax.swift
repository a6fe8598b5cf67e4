/// How a language writes a one-line comment, for the inline directive that silences a
/// line (`inkstone:disable-next-line`, which `Directives` reads in any of them).
enum CommentSyntax {
    static func line(for language: String) -> (open: String, close: String)? {
        switch language {
        case "markdown", "html", "xml": ("<!-- ", " -->")
        case "c", "cpp", "c_sharp", "go", "java", "javascript", "typescript", "tsx", "kotlin", "rust", "scala", "swift", "php":
            ("// ", "")
        case "css": ("/* ", " */")
        case "python", "ruby", "bash", "fish", "perl", "yaml", "toml", "make", "dockerfile", "elixir": ("# ", "")
        case "lua", "haskell", "sql": ("-- ", "")
        case "latex": ("% ", "")
        case "vim": ("\" ", "")
        case "rst": (".. ", "")
        default: nil
        }
    }
}
