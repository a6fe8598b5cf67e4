import InkstoneSyntax
import InkstoneText

/// A file read for a command, with its language (given, or guessed from its name and
/// first line) and, unless it is plain text, its syntax tree.
struct LoadedFile {
    let file: TextFile
    let language: Language
    let syntax: SyntaxTree?

    init(path: String, language name: String?) throws {
        try self.init(file: try TextFile.read(path), language: name)
    }

    init(file: TextFile, language name: String?) throws {
        self.file = file
        let path = file.path
        if let name {
            guard let language = LanguageRegistry.named(name) else {
                throw UsageError(message: "unknown language '\(name)'; 'inkstone languages' lists them")
            }
            self.language = language
        } else {
            let document = file.document
            let firstLine = document.lines.count > 0 ? document.string(in: document.lines.line(at: 0).contentRange) : ""
            language = LanguageRegistry.language(forPath: path, firstLine: firstLine)
        }
        syntax = language.isPlainText ? nil : try SyntaxTree(document: file.document, language: language)
    }

    var document: TextDocument { file.document }
}
