import Foundation

/// A link whose text names its own address — `[bat](https://github.com/sharkdp/bat)`,
/// `[AuggieH](https://github.com/AuggieH)`, `[Arengu](https://www.arengu.com)`: the
/// words of the text that the address spells are names (a project, a person's handle,
/// a company), not misspellings (issue #26: lists of projects and contributors); so
/// are all the words of a link to someone's profile (`isProfile`).
enum LinkNames {
    private static let link = try! NSRegularExpression(pattern: #"\[([^\]\n]{1,100})\]\(\s*<?([^)\s>]+)"#)

    /// The ranges, in `text`, of the link words that their address holds (three letters
    /// or more, compared without case, the address read without its punctuation).
    static func ranges(in text: String, whole: NSRange) -> [NSRange] {
        let string = text as NSString
        var found: [NSRange] = []
        for match in link.matches(in: text, range: whole) {
            let label = match.range(at: 1)
            if isProfile(string.substring(with: match.range(at: 2))) {
                found.append(label)
                continue
            }
            let address = letters(of: string.substring(with: match.range(at: 2)))
            for word in words(in: string.substring(with: label)) where word.text.count >= 3 && address.contains(word.text.lowercased()) {
                found.append(NSRange(location: label.location + word.range.location, length: word.range.length))
            }
        }
        return found
    }

    /// A person's or an organisation's page on a code host or a social network
    /// (`https://github.com/MageeLin`, `https://twitter.com/jane_roe`): one path segment
    /// after the host. The link's text is then the name of whoever it is (axios's
    /// contributor lists: `[Jingyi Lin](https://github.com/MageeLin)`).
    static func isProfile(_ address: String) -> Bool {
        guard let match = profile.firstMatch(in: address, range: NSRange(location: 0, length: (address as NSString).length)) else { return false }
        let segment = (address as NSString).substring(with: match.range(at: 1)).lowercased()
        return !hostPages.contains(segment)
    }

    private static let profile = try! NSRegularExpression(pattern:
        #"^(?:https?://)?(?:www\.)?(?:github\.com|gitlab\.com|codeberg\.org|bitbucket\.org|twitter\.com|x\.com|mastodon\.social|linkedin\.com/in)/@?([A-Za-z0-9][\w.-]{0,38})/?$"#)

    /// The hosts' own pages that look like a profile's address.
    private static let hostPages: Set<String> = ["about", "features", "pricing", "explore", "topics", "trending", "sponsors", "marketplace",
                                                 "settings", "notifications", "login", "join", "search", "home", "security", "enterprise"]

    /// `https://github.com/allero-io/allero` → `httpsgithubcomallerioallero`: what an
    /// address spells, so that `Arduino CLI` meets `arduino-cli`.
    private static func letters(of address: String) -> String {
        String(String.UnicodeScalarView(address.lowercased().unicodeScalars.filter { CharacterSet.alphanumerics.contains($0) }))
    }

    /// The runs of letters and digits in `label`, with their UTF-16 ranges.
    private static func words(in label: String) -> [(text: String, range: NSRange)] {
        var found: [(String, NSRange)] = []
        var start: Int?
        let units = Array(label.utf16)
        for index in 0...units.count {
            let isWord = index < units.count && (UnicodeScalar(units[index]).map { CharacterSet.alphanumerics.contains($0) } ?? true)
            if isWord, start == nil { start = index }
            if !isWord, let first = start {
                found.append((String(decoding: units[first..<index], as: UTF16.self), NSRange(location: first, length: index - first)))
                start = nil
            }
        }
        return found
    }
}
