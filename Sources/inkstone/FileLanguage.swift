import InkstoneProject
import InkstoneProofing
import InkstoneSyntax
import InkstoneText

/// What the commands that change files say about them: the language a file is parsed
/// as, as `check` parses it, and a place in it as every report names it.
enum FileLanguage {
    /// `named` (--language), else the project's setting for the file (from `configFile`
    /// with --config), else the file's own (its name, its `#!` line).
    static func of(_ file: TextFile, named: String?, configFile: String?, command: String) throws -> Language {
        let configured: String?
        do { configured = try named ?? ProjectConfig.find(for: file.path, using: configFile)?.config.language } catch {
            throw UsageError(message: "\(command): \(error)")
        }
        guard let configured else { return ParsedFile.language(of: file) }
        guard let language = LanguageRegistry.named(configured) else {
            throw UsageError(message: "\(command): unknown language '\(configured)'; 'inkstone languages' lists them")
        }
        return language
    }

    /// `path:line:column`, 1-based, of a UTF-16 offset.
    static func place(_ offset: Int, in document: TextDocument, path: String) -> String {
        let position = document.lines.position(of: offset)
        return "\(path):\(position.line + 1):\(position.column + 1)"
    }
}
