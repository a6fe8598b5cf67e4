import Foundation

/// A line that lists people — `Parker Moore, Matt Rogers, maul.esel, Anatol Broder, …`,
/// `A huge thanks to our contributors: Adam Hollett, …, dyang, sean delaney, zenHeart`:
/// five or more items joined by commas (and a last `and`/`&`), each of one to four
/// words, more than half of them capitalised. A list wrapped over lines is read line by
/// line, so a line of it with fewer than five items is not known for one. Its names and handles are not misspellings
/// (issue #26: a release post's contributor list was a third of a repository's findings).
enum NameLists {
    /// The range of the list on the line `text`, after any lead-in ending in a colon.
    static func range(in text: String) -> NSRange? {
        let string = text as NSString
        let colon = string.range(of: ": ", options: .backwards)
        let start = colon.location == NSNotFound ? leadingMarkerLength(string) : colon.location + colon.length
        let list = string.substring(from: start)
        let items = split(list)
        guard items.count >= 5, items.allSatisfy(isName) else { return nil }
        let capitalised = items.filter { $0.first.map { $0.isUppercase } ?? false }.count
        guard capitalised * 2 > items.count else { return nil }
        let trimmed = list.trimmingCharacters(in: CharacterSet(charactersIn: " .\t"))
        let offset = (list as NSString).range(of: trimmed).location
        return NSRange(location: start + offset, length: (trimmed as NSString).length)
    }

    /// `- `, `* `, `1. ` before a list item.
    private static func leadingMarkerLength(_ line: NSString) -> Int {
        let marker = line.range(of: #"^\s*(?:[-*+•]|\d{1,3}[.)])?\s*"#, options: .regularExpression)
        return marker.location == NSNotFound ? 0 : marker.length
    }

    private static func split(_ list: String) -> [String] {
        list.components(separatedBy: ",")
            .flatMap { $0.components(separatedBy: " & ") }
            .flatMap { $0.components(separatedBy: " and ") }
            .map { $0.trimmingCharacters(in: CharacterSet(charactersIn: " .\t")) }
            .map { $0.hasPrefix("and ") ? String($0.dropFirst(4)) : $0 }
            .filter { !$0.isEmpty }
    }

    /// One to four words of letters (with `.`, `-`, `'` inside), no more.
    private static func isName(_ item: String) -> Bool {
        let words = item.split(separator: " ")
        return (1...4).contains(words.count) && words.allSatisfy { word in
            word.unicodeScalars.allSatisfy { CharacterSet.letters.contains($0) || CharacterSet.decimalDigits.contains($0) || ".-'’".unicodeScalars.contains($0) }
                && word.unicodeScalars.first.map(CharacterSet.letters.contains) == true
        }
    }
}
