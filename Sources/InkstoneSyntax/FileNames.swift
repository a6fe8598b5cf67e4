import InkstoneText

/// The commonest candidate word in prose is a dotted name (`os.path`, `README.md`):
/// ASCII letters, `_`, `.` and punctuation, with no digit, `/`, `@`, `-`, `%` or `www.`.
/// Of `ProtectedTokens`' patterns only the file-name one can match such a word, so it
/// is matched here without the expression, with the expression's own semantics: a run
/// of word characters, a dot, and a run that is exactly one of the extensions.
enum FileNames {
    static let extensions: Set<[UInt16]> = Set(extensionNames.map { Array($0.utf16) })

    /// The extensions as `ProtectedTokens`' file-name expression lists them: one list
    /// for both, longest first (`html` before `htm`).
    static var extensionAlternatives: String {
        extensionNames.sorted { $0.count != $1.count ? $0.count > $1.count : $0 < $1 }.joined(separator: "|")
    }

    private static let extensionNames = [
        "txt", "md", "markdown", "py", "swift", "js", "ts", "tsx", "jsx", "json", "toml", "yml", "yaml", "c", "h", "cc",
        "cpp", "hpp", "rs", "go", "java", "rb", "sh", "htm", "html", "css", "tex", "rst", "png", "jpg", "jpeg", "gif", "svg",
        "pdf", "csv", "log", "cfg", "ini", "lock", "xml", "zip", "gz",
        "lua", "kt", "php", "pl", "vim", "el", "sql", "conf", "proto", "mjs", "cjs", "scss", "bash", "zsh", "hs", "ex", "exs",
        "gradle", "plist", "gemspec", "erb",
        // Keys and certificates (`cacert.pem`, `server.crt`).
        "pem", "crt",
        // Host names (nodejs.org, docs.python.org) end like file names.
        "org", "com", "net", "io", "dev", "edu", "gov", "info", "app",
    ]

    private static func isWordUnit(_ unit: UInt16) -> Bool {
        (0x41...0x5A).contains(unit) || (0x61...0x7A).contains(unit) || unit == 0x5F
    }

    /// Letters, `_`, `.` and ASCII punctuation other than `/ @ - ~ % &`; no `www.`.
    static func isSimple(_ word: ArraySlice<UInt16>) -> Bool {
        for unit in word {
            guard unit < 0x80, !(0x30...0x39).contains(unit), unit != 0x2F, unit != 0x40, unit != 0x2D, unit != 0x7E,
                  unit != 0x25, unit != 0x26 else {
                return false
            }
        }
        return !contains(word, Array("www.".utf16))
    }

    private static func contains(_ word: ArraySlice<UInt16>, _ part: [UInt16]) -> Bool {
        guard word.count >= part.count else { return false }
        for start in word.startIndex...(word.endIndex - part.count) where word[start..<(start + part.count)].elementsEqual(part) {
            return true
        }
        return false
    }

    /// The `name.ext` ranges in a simple word, a slice of the units that start at `base`.
    static func matches(in word: ArraySlice<UInt16>, at base: Int) -> [TextRange] {
        var runs: [Range<Int>] = []
        var index = word.startIndex
        while index < word.endIndex {
            guard isWordUnit(word[index]) else { index += 1; continue }
            let start = index
            while index < word.endIndex && isWordUnit(word[index]) { index += 1 }
            runs.append(start..<index)
        }
        var found: [TextRange] = []
        var next = 0
        while next + 1 < runs.count {
            let (name, suffix) = (runs[next], runs[next + 1])
            if suffix.lowerBound == name.upperBound + 1, word[name.upperBound] == 0x2E,
               extensions.contains(Array(word[suffix])) {
                found.append(TextRange(base + name.lowerBound, suffix.upperBound - name.lowerBound))
                next += 2
            } else {
                next += 1
            }
        }
        return found
    }
}
