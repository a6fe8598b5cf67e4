import Foundation
import InkstoneText

/// A line that lists people — `Parker Moore, Matt Rogers, maul.esel, Anatol Broder, …`,
/// `A huge thanks to our contributors: Adam Hollett, …, dyang, sean delaney, zenHeart`:
/// five or more items joined by commas (and a last `and`/`&`), each of one to four
/// words (a parenthesis aside), more than half of them capitalised, ten items or more,
/// or after a lead-in that names contributors.
/// A paragraph that is such a list, wrapped over lines, is read whole. Its names and
/// handles are not misspellings (issue #26: a release post's contributor list was a third
/// of a repository's findings).
/// And a run of five or more list items, one name each, in alphabetical order (`- Alex
/// Wood`, `- AndrewCz`, `- Brint O'Hearn`): a contributor list; a list of features is
/// seldom sorted. And a row of a grid of names (`gridRange`).
enum NameLists {
    /// The range of the list on the line `text`, after any lead-in ending in a colon.
    static func range(in text: String) -> NSRange? {
        let string = text as NSString
        let colon = string.range(of: ": ", options: .backwards)
        let start = colon.location == NSNotFound ? leadingMarkerLength(string) : colon.location + colon.length
        let list = string.substring(from: start)
        let items = split(list)
        // A long list may hold an odd item (`jaybe@jekyll`, `4ensicLog`): nine in ten will do.
        guard items.count >= 5, items.filter(isName).count * 10 >= items.count * 9,
              items.dropFirst().filter(holdsFunctionWord).count * 10 < items.count else { return nil }
        let capitalised = items.filter { $0.first.map { $0.isUppercase } ?? false }.count
        let saysWho = start > 0 && creditingWords.contains { string.substring(to: start).lowercased().contains($0) }
        guard capitalised * 2 > items.count || items.count >= 10 || saysWho else { return nil }
        let trimmed = list.trimmingCharacters(in: CharacterSet(charactersIn: " .\t"))
        let offset = (list as NSString).range(of: trimmed).location
        return NSRange(location: start + offset, length: (trimmed as NSString).length)
    }

    /// Words of a lead-in that says the list after it names people (`This release was
    /// made possible by our **contributors**: aldas, clwluvw, …`): its handles need no capitals.
    private static let creditingWords = ["contributor", "thank", "author", "credit", "maintainer", "made possible"]

    /// The ranges of `lines` that are lines of a paragraph listing names, wrapped
    /// (`Veres Lajos, feivel, mitaa, nitoyon,` / `Bret Comnes, …`): the paragraph's
    /// lines joined are read as one line; the first line's lead-in before a colon is not
    /// part of the list.
    static func wrappedNames(in document: TextDocument, lines: Set<Int>, verdicts: NameListVerdicts = NameListVerdicts()) -> [TextRange] {
        var paragraphs: [(first: Int, last: Int)] = []
        return lines.compactMap { index in
            let line = document.lines.line(at: index).contentRange
            // A line of a wrapped list has two commas, or ends in one, or follows one that
            // does (`and plgagne.`): most lines are let go here.
            let units = document.units(in: line)
            let follows = index > 0 && document.units(in: document.lines.line(at: index - 1).contentRange)
                .last(where: { $0 != 0x20 && $0 != 0x09 && $0 != 0x0D }) == 0x2C
            guard line.length > 2, units.count { $0 == 0x2C } >= 2 || units.last == 0x2C || follows,
                  let (first, last) = paragraphs.first(where: { ($0.first...$0.last).contains(index) })
                    ?? paragraph(around: index, in: document), last > first else { return nil }
            paragraphs.append((first, last))
            let isList = verdicts.verdict(on: first...last) {
                // Five items or more take three commas at least (the last joined by `and`).
                guard commas(in: first...last, of: document) >= 3 else { return false }
                let joined = (first...last).map { document.string(in: document.lines.line(at: $0).contentRange) }.joined(separator: " ")
                return range(in: joined) != nil
            }
            guard isList else { return nil }
            let text = document.string(in: line) as NSString
            let colon = index == first ? text.range(of: ": ", options: .backwards) : NSRange(location: NSNotFound, length: 0)
            let start = colon.location == NSNotFound ? 0 : colon.location + colon.length
            return TextRange(line.location + start, line.length - start)
        }
    }

    /// The range of the names on the line `text` when it is a row of a grid of names,
    /// as credits are laid out in a comment (`Philipp Wiesemann       Dale Weiler
    /// Oriol Ferrer Mesia   github:phprus`): two cells or more, three spaces or more
    /// apart, each a name of one to four words (a `github:` handle, a parenthesis
    /// aside), one at least of two capitalised words.
    static func gridRange(in text: String) -> NSRange? {
        let string = text as NSString
        var start = 0
        while start < string.length, " \t/*#-".utf16.contains(string.character(at: start)) { start += 1 }
        let row = string.substring(from: start).trimmingCharacters(in: .whitespaces)
        let cells = row.components(separatedBy: "   ").map { withoutAsides($0).trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        guard cells.count >= 2, cells.allSatisfy({ isName($0.replacingOccurrences(of: "github:", with: "")) }),
              cells.contains(where: { cell in
                  let words = cell.split(separator: " ")
                  return words.count >= 2 && words.allSatisfy { $0.first?.isUppercase == true }
              }) else { return nil }
        return NSRange(location: start, length: (row as NSString).length)
    }

    private static func commas(in lines: ClosedRange<Int>, of document: TextDocument) -> Int {
        lines.reduce(0) { count, index in count + document.units(in: document.lines.line(at: index).contentRange).count { $0 == 0x2C } }
    }

    /// The first and last lines of the paragraph (lines up to a blank one) around
    /// `index`; nil for a blank line, and for a paragraph of more than `longestList`
    /// lines: no wrapped list of names is that long (a block of code is), and a
    /// paragraph read whole is read once, whichever of its lines asks.
    private static func paragraph(around index: Int, in document: TextDocument) -> (Int, Int)? {
        let isBlank = { (line: Int) in
            document.units(in: document.lines.line(at: line).contentRange).allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }
        }
        guard !isBlank(index) else { return nil }
        var first = index, last = index
        while first > 0, !isBlank(first - 1) {
            first -= 1
            if index - first >= longestList { return nil }
        }
        while last + 1 < document.lines.count, !isBlank(last + 1) {
            last += 1
            if last - first >= longestList { return nil }
        }
        return (first, last)
    }

    /// The most lines a wrapped list of names is read over.
    static let longestList = 80

    /// The ranges of the names on `lines` that are items of a sorted list of names.
    static func listedNames(in document: TextDocument, lines: Set<Int>) -> [TextRange] {
        lines.compactMap { index in
            guard let name = listedName(document, index) else { return nil }
            var run = [name.text]
            var above = index - 1
            while above >= 0, index - above <= 200, let item = listedName(document, above) { run.insert(item.text, at: 0); above -= 1 }
            var below = index + 1
            while below < document.lines.count, below - index <= 200, let item = listedName(document, below) { run.append(item.text); below += 1 }
            let sorted = zip(run, run.dropFirst()).allSatisfy { $0.lowercased() <= $1.lowercased() }
            return run.count >= 5 && sorted ? name.range : nil
        }
    }

    /// The name a list item line holds, when it holds only a name (its key to sort by).
    private static func listedName(_ document: TextDocument, _ index: Int) -> (text: String, range: TextRange)? {
        let line = document.lines.line(at: index).contentRange
        guard line.length > 2, line.length < 80 else { return nil }
        // A list item: a marker, then a space, after the indentation.
        let units = document.units(in: line)
        guard let start = units.firstIndex(where: { $0 != 0x20 && $0 != 0x09 }), start + 1 < units.count,
              [0x2D, 0x2A, 0x2B, 0x2022].contains(units[start]), units[start + 1] == 0x20 else { return nil }
        let text = document.string(in: line) as NSString
        // A count of contributions may come first (`* 2: Philipp Jardas`, as release notes
        // thank people): the list is then sorted by count, most first, and by name.
        let marker = text.range(of: #"^\s*[-*+•]\s+(?:\d{1,6}:\s+)?"#, options: .regularExpression)
        guard marker.location != NSNotFound else { return nil }
        let name = text.substring(from: marker.length).trimmingCharacters(in: .whitespaces)
        guard isName(name), name.first.map({ $0.isLetter }) == true else { return nil }
        let digits = text.substring(to: marker.length).filter(\.isNumber)
        let key = Int(digits).map { String(format: "%07d ", 9_999_999 - $0) + name } ?? name
        return (key, TextRange(line.location + marker.length, line.length - marker.length))
    }

    /// `- `, `* `, `1. ` before a list item.
    private static func leadingMarkerLength(_ line: NSString) -> Int {
        let marker = line.range(of: #"^\s*(?:[-*+•]|\d{1,3}[.)])?\s*"#, options: .regularExpression)
        return marker.location == NSNotFound ? 0 : marker.length
    }

    /// The items of a list: split at commas, ` & ` and ` and `, trimmed of spaces, tabs
    /// and full stops, a leading `and ` dropped. By bytes, not by Foundation's
    /// `components`: a check asks it of every paragraph with three commas.
    static func split(_ list: String) -> [String] {
        var items: [String] = []
        for piece in pieces(of: Array(withoutAsides(list).utf8)[...], separatedBy: comma) {
            for part in pieces(of: piece, separatedBy: ampersand) {
                for item in pieces(of: part, separatedBy: and) {
                    var trimmed = item.drop { $0 == 0x20 || $0 == 0x2E || $0 == 0x09 }
                    while let last = trimmed.last, last == 0x20 || last == 0x2E || last == 0x09 { trimmed.removeLast() }
                    if trimmed.starts(with: leadingAnd) { trimmed.removeFirst(leadingAnd.count) }
                    if !trimmed.isEmpty { items.append(String(decoding: trimmed, as: UTF8.self)) }
                }
            }
        }
        return items
    }

    private static let comma = Array(",".utf8), ampersand = Array(" & ".utf8), and = Array(" and ".utf8), leadingAnd = Array("and ".utf8)

    /// `bytes` cut at each `separator` (ASCII, so never inside a character), empty pieces kept.
    private static func pieces(of bytes: ArraySlice<UInt8>, separatedBy separator: [UInt8]) -> [ArraySlice<UInt8>] {
        var found: [ArraySlice<UInt8>] = []
        var start = bytes.startIndex, index = bytes.startIndex
        while index + separator.count <= bytes.endIndex {
            if bytes[index] == separator[0] && bytes[index..<(index + separator.count)].elementsEqual(separator) {
                found.append(bytes[start..<index])
                index += separator.count
                start = index
            } else {
                index += 1
            }
        }
        found.append(bytes[start..<bytes.endIndex])
        return found
    }

    /// `list` without its parenthesised asides and the white space before each
    /// (`Jane Roe (docs), Ben` → `Jane Roe, Ben`); a `(` left open stays. By hand, not
    /// by an expression: a check asks this of every commented line with commas.
    static func withoutAsides(_ list: String) -> String {
        guard list.contains("(") else { return list }
        var scalars = Array(list.unicodeScalars)
        var index = 0
        while index < scalars.count {
            guard scalars[index] == "(", let close = scalars[(index + 1)...].firstIndex(where: { $0 == ")" || $0 == "(" }),
                  scalars[close] == ")" else {
                index += 1
                continue
            }
            var start = index
            while start > 0 && scalars[start - 1].properties.isWhitespace { start -= 1 }
            scalars.removeSubrange(start...close)
            index = start
        }
        var result = String.UnicodeScalarView()
        result.append(contentsOf: scalars)
        return String(result)
    }

    /// Words a sentence has and a name has not: a list of them (`the dog, the bird, and,
    /// at last, the owl`) is a sentence. The first item may hold a lead-in (`Thanks to Parker Moore`).
    private static let functionWords: Set<String> = ["the", "a", "an", "and", "or", "of", "to", "in", "on", "at", "as", "we", "it",
                                                     "is", "are", "was", "then", "with", "for", "by", "from", "that", "this", "you", "i"]

    private static func holdsFunctionWord(_ item: String) -> Bool {
        item.split(separator: " ").contains { functionWords.contains($0.lowercased()) }
    }

    /// One to four words of letters and digits (with `.`, `-`, `_`, `'` inside), each
    /// with a letter: a name or a handle.
    private static func isName(_ item: String) -> Bool {
        let words = item.split(separator: " ")
        return (1...4).contains(words.count) && words.allSatisfy { word in
            word.unicodeScalars.allSatisfy { CharacterSet.alphanumerics.contains($0) || ".-_'’@".unicodeScalars.contains($0) }
                && word.unicodeScalars.contains(where: CharacterSet.letters.contains)
        }
    }
}
