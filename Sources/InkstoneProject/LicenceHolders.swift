import Foundation
import InkstoneText

/// Who a licence file says holds the copyright: the names after `Copyright`, its years
/// and `(c)` (`Copyright (c) 2013-2016 Dave Collins <dave@davec.name>` → Dave Collins).
/// A folder below the project's root with a licence of its own whose holders share no
/// name with the project's licence is another project's code copied in (issue #50:
/// testify's `internal/spew/LICENSE` names go-spew's author, its root `LICENSE` testify's;
/// spdlog keeps {fmt} under `fmt/bundled/` beside `fmt.license.rst`): vendored, whatever
/// its folder is called. A crate or package of the project's own names the same
/// holders (ripgrep's `crates/*/LICENSE-MIT`, tracing's `tracing-*/LICENSE`).
struct LicenceHolders: Equatable {
    /// The names, as written, one a notice.
    let names: [String]
    /// Their words, lowercased, without the words any holder may write (`and`,
    /// `contributors`, `inc`): two holders are the same when they share one.
    let words: Set<String>

    /// The holders of the licence `text`; nil when it names none (a template's
    /// `Copyright [yyyy] [name of copyright owner]`, a licence text alone). The Free
    /// Software Foundation's notice is the GPL's own, not the code's holder.
    init?(text: String) {
        var names: [String] = []
        for line in text.split(whereSeparator: \.isNewline).prefix(Self.linesRead) {
            guard let name = Self.holder(in: String(line)), !names.contains(name) else { continue }
            names.append(name)
        }
        let words = Set(names.flatMap(Self.words(of:)))
        guard !words.isEmpty else { return nil }
        (self.names, self.words) = (names, words)
    }

    /// Whether the two licences name a holder in common.
    func sharesAHolder(with other: LicenceHolders) -> Bool {
        !words.isDisjoint(with: other.words)
    }

    /// How many lines of a licence are read for its notices: they come first, or after a
    /// short title.
    static let linesRead = 60

    /// A notice's line: `Copyright`, `(c)` or `©` opening it (after a comment's marks),
    /// then a year; the rest, without the years, `All rights reserved`, an address.
    private static let notice = try! NSRegularExpression(pattern:
        #"^[ \t#*/;-]*(?:copyright|\(c\)|©)(?:[ \t]*(?:\(c\)|©))*[ \t,]*(?:[0-9]{4}(?:[ \t]*[-–,][ \t]*(?:[0-9]{2,4}|present))*[ \t,]*)+(?:by[ \t]+)?(.+)$"#,
        options: [.caseInsensitive])

    static func holder(in line: String) -> String? {
        let range = NSRange(location: 0, length: (line as NSString).length)
        guard let match = notice.firstMatch(in: line, range: range) else { return nil }
        var name = (line as NSString).substring(with: match.range(at: 1))
        name = name.replacingOccurrences(of: #"<[^>]*>|\([^)]*@[^)]*\)|https?://\S+"#, with: "", options: .regularExpression)
        name = name.replacingOccurrences(of: #"(?i)all rights reserved\.?"#, with: "", options: .regularExpression)
        name = name.trimmingCharacters(in: CharacterSet(charactersIn: " \t.,;:"))
        guard !name.isEmpty, !name.contains("["), !name.contains("{"),
              !name.lowercased().contains("free software foundation") else { return nil }
        return name
    }

    /// The words of a holder's name that tell it from another: letters only, three or more.
    static func words(of name: String) -> [String] {
        name.lowercased().split { !$0.isLetter }.map(String.init).filter { $0.count >= 3 && !commonWords.contains($0) }
    }

    /// Words any holder's name may hold.
    static let commonWords: Set<String> = [
        "and", "the", "its", "other", "others", "all", "contributors", "contributor", "authors", "author", "developers",
        "team", "project", "inc", "llc", "ltd", "gmbh", "corp", "corporation", "company", "foundation", "affiliates",
        "individual", "present", "com", "org", "net", "www", "github",
    ]

    /// Whether `name` is a licence file's: `LICENSE`, `LICENCE`, `COPYING`, `UNLICENSE`,
    /// in capitals or as `License`, with any suffix (`LICENSE-MIT`, `LICENSE.txt`); or
    /// `NAME.license` (`fmt.license.rst`: the licence of what it names). A lowercase
    /// `license.md` is a documentation page about licences.
    static func isLicenceFile(_ name: String) -> Bool {
        let stem = String(name.prefix { $0.isLetter })
        return ["LICENSE", "LICENCE", "COPYING", "UNLICENSE", "License", "Licence"].contains(stem)
            || name.lowercased().range(of: #"^[\w-]+\.licen[cs]e(?:\.[a-z]+)?$"#, options: .regularExpression) != nil
    }

    /// The holders the licence files among `names` (a folder's entries) name, with the
    /// first of those files; nil when none names any (`LICENSE-APACHE` alone names none).
    static func of(folder: String, names: [String]) -> (file: String, holders: LicenceHolders)? {
        var texts: [(file: String, text: String)] = []
        for name in names.sorted() where isLicenceFile(name) {
            if let text = LimitedFile.text(folder + "/" + name, limit: TextFile.sizeLimit, kind: "a licence") { texts.append((name, text)) }
        }
        let named = texts.compactMap { file in LicenceHolders(text: file.text).map { (file.file, $0) } }
        guard let first = named.first else { return nil }
        return (first.0, named.dropFirst().reduce(first.1) { $0.merged(with: $1.1) })
    }

    /// The holders of `folder`'s licence files, listing it.
    static func of(folder: String) -> (file: String, holders: LicenceHolders)? {
        of(folder: folder, names: (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? [])
    }

    private init(names: [String], words: Set<String>) {
        (self.names, self.words) = (names, words)
    }

    /// Both licences' holders.
    func merged(with other: LicenceHolders) -> LicenceHolders {
        LicenceHolders(names: names + other.names.filter { !names.contains($0) }, words: words.union(other.words))
    }

    /// Why a folder (relative to the project's root) with these holders is another
    /// project's code, when the project's licence names none of them; nil otherwise.
    func vendoringReason(file: String, in folder: String, project: (file: String, holders: LicenceHolders)) -> String? {
        guard !sharesAHolder(with: project.holders) else { return nil }
        return "vendored code: its \(folder)/\(file) names \(names.joined(separator: "; ")), "
            + "the project's \(project.file) \(project.holders.names.joined(separator: "; ")); check it by naming it: inkstone check \(folder)"
    }
}
