import InkstoneProject
import InkstoneProofing
import InkstoneSyntax
import InkstoneText

/// What the commands that change files say about them: the language a file is parsed
/// as, as `check` parses it, and a place in it as every report names it.
enum FileLanguage {
    /// The language `file` is parsed as: its profile's (`FileProfile`: --language,
    /// the project's setting for the file, from `configFile` with --config, its name,
    /// its `#!` line, a modeline), as `check` parses it.
    static func of(_ file: TextFile, named: String?, configFile: String?, command: String) throws -> Language {
        do {
            return try FileProfile.resolve(path: file.path, text: file.document.text,
                                           overrides: FileProfile.Overrides(language: named, configFile: configFile)).language
        } catch {
            throw UsageError(message: "\(command): \(error)")
        }
    }

    /// `path:line:column`, 1-based, of a UTF-16 offset.
    static func place(_ offset: Int, in document: TextDocument, path: String) -> String {
        let position = document.lines.position(of: offset)
        return "\(path):\(position.line + 1):\(position.column + 1)"
    }
}
