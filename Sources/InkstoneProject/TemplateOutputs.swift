/// A file written from a template the project keeps beside its sources: `DOC.md` when
/// the walk also holds `DOC-template.md` (LuaSnip's `data/DOC-template.md`, which its CI
/// renders into the `DOC.md` at the root and commits). The template is checked; the
/// output repeats its words, and a fix belongs in the template. Only a template of the
/// output's own extension counts (`NAME-template.EXT`, `NAME_template.EXT`,
/// `NAME.template.EXT`, `NAME.tmpl.EXT`, `NAME.tpl.EXT`), so that the template is read
/// where the output is not; `README.md.in` (no grammar) leaves `README.md` checked.
enum TemplateOutputs {
    /// The marks a template's name adds before its extension.
    static let marks = ["-template", "_template", ".template", ".tmpl", ".tpl"]

    /// Of `files` (paths as the walk shows them), those whose name is another file's
    /// template name without its mark, each with that template's path.
    static func outputs(among files: [String]) -> [(file: String, template: String)] {
        var templates: [String: String] = [:]
        for file in files {
            let name = fileName(file)
            guard let output = outputName(ofTemplate: name) else { continue }
            templates[output] = templates[output] ?? file
        }
        guard !templates.isEmpty else { return [] }
        return files.compactMap { file in templates[fileName(file)].map { (file, $0) } }
    }

    /// `DOC-template.md` → `DOC.md`; nil for a name with no template's mark.
    static func outputName(ofTemplate name: String) -> String? {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return nil }
        let stem = name[..<dot], ext = name[dot...]
        guard let mark = marks.first(where: { stem.hasSuffix($0) && stem.count > $0.count }) else { return nil }
        return String(stem.dropLast(mark.count)) + ext
    }

    private static func fileName(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }
}
