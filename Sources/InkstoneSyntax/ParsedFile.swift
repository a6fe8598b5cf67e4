import InkstoneText

/// A text file with its language (given by name, or guessed from its name and first
/// line) and, unless it is plain text, its syntax tree: what every command and host
/// that reads a file from disk starts from.
public struct ParsedFile {
    public let file: TextFile
    public let language: Language
    public let syntax: SyntaxTree?

    public init(path: String, language name: String?, limits: ParseLimits = .standard) throws {
        try self.init(file: try TextFile.read(path), language: name, limits: limits)
    }

    public init(file: TextFile, language name: String?, limits: ParseLimits = .standard) throws(SyntaxError) {
        self.file = file
        if let name {
            guard let language = LanguageRegistry.named(name) else { throw .unknownLanguage(name: name) }
            self.language = language
        } else {
            language = Self.language(of: file)
        }
        syntax = language.isPlainText ? nil : try SyntaxTree(document: file.document, language: language, limits: limits)
    }

    public var document: TextDocument { file.document }

    /// The language of a file by its name, else its `#!` line; plain text when neither says.
    public static func language(of file: TextFile) -> Language {
        let document = file.document
        let firstLine = document.lines.count > 0 ? document.string(in: document.lines.line(at: 0).contentRange) : ""
        return LanguageRegistry.language(forPath: file.path, firstLine: firstLine)
    }
}
