import InkstoneText

/// A file written from a template the project keeps beside its sources: `DOC.md` when
/// the walk also holds `DOC-template.md` (LuaSnip's `data/DOC-template.md`, which its CI
/// renders into the `DOC.md` at the root and commits). The template is checked; the
/// output repeats its words, and a fix belongs in the template. Only a template of the
/// output's own extension counts (`NAME-template.EXT`, `NAME_template.EXT`,
/// `NAME.template.EXT`, `NAME.tmpl.EXT`, `NAME.tpl.EXT`), so that the template is read
/// where the output is not; `README.md.in` (no grammar) leaves `README.md` checked. Only
/// pages (a template of code, hcl's `expression_template.go`, is code about templates),
/// only an output in the template's folder or a folder above it, and only one that opens
/// with the template's first lines.
enum TemplateOutputs {
    /// The marks a template's name adds before its extension.
    static let marks = ["-template", "_template", ".template", ".tmpl", ".tpl"]
    /// The extensions of pages a template renders.
    static let pageExtensions: Set<String> = [".md", ".markdown", ".rst", ".txt", ".adoc", ".html", ".htm", ".rdoc", ".org"]

    /// Of `files` (paths as the walk shows them), those whose name is another file's
    /// template name without its mark, in the template's folder or above, each with that
    /// template's path.
    static func outputs(among files: [String]) -> [(file: String, template: String)] {
        var templates: [String: [String]] = [:]
        for file in files {
            guard let output = outputName(ofTemplate: fileName(file)) else { continue }
            templates[output, default: []].append(file)
        }
        guard !templates.isEmpty else { return [] }
        return files.compactMap { file in
            templates[fileName(file)]?.first { isAtOrAbove(folder(of: file), folder(of: $0)) && startsAlike(file, $0) }.map { (file, $0) }
        }
    }

    /// How many of the first non-blank lines the output and its template share: a page a
    /// template renders opens as the template does; a hand-written README beside a
    /// contributor's `README-template.md` does not.
    static let sharedOpening = 3

    /// Whether the first `sharedOpening` non-blank lines of the two files are the same.
    static func startsAlike(_ output: String, _ template: String) -> Bool {
        guard let first = opening(of: output), let second = opening(of: template) else { return false }
        return !first.isEmpty && first == second
    }

    private static func opening(of path: String) -> [Substring]? {
        guard let text = LimitedFile.text(path, limit: TextFile.sizeLimit, kind: "a page") else { return nil }
        return Array(text.split(whereSeparator: \.isNewline).filter { !$0.allSatisfy(\.isWhitespace) }.prefix(sharedOpening))
    }

    private static func folder(of path: String) -> String {
        path.split(separator: "/", omittingEmptySubsequences: false).dropLast().joined(separator: "/")
    }

    /// Whether `folder` is `inner` or one of the folders above it.
    private static func isAtOrAbove(_ folder: String, _ inner: String) -> Bool {
        folder == inner || folder.isEmpty || inner.hasPrefix(folder + "/")
    }

    /// `DOC-template.md` → `DOC.md`; nil for a name with no template's mark.
    static func outputName(ofTemplate name: String) -> String? {
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return nil }
        let stem = name[..<dot], ext = name[dot...]
        guard pageExtensions.contains(ext.lowercased()),
              let mark = marks.first(where: { stem.hasSuffix($0) && stem.count > $0.count }) else { return nil }
        return String(stem.dropLast(mark.count)) + ext
    }

    private static func fileName(_ path: String) -> String {
        path.split(separator: "/").last.map(String.init) ?? path
    }
}
