/// Word lists that ship inside Inkstone (`dictionaries/*.dic`, embedded at build
/// time): software terms that general dictionaries lack.
public enum BundledWords {
    /// `dictionaries/technical.dic`: tool names, formats, identifier parts (GitHub is in
    /// en_US already; kubectl, stdout, SwiftPM are not).
    public static let technical: [String] = words(of: "dictionaries/technical.dic")

    static func words(of name: String) -> [String] {
        guard let text = EmbeddedDictionaries.byName[name] else { return [] }
        // The first line of a .dic file is its word count.
        return text.split(whereSeparator: \.isNewline).dropFirst().map { String($0.split(separator: "/")[0]) }
    }
}
