import Foundation
import InkstoneText

/// Inline directives in comments or Markdown HTML comments:
/// `inkstone:ignore word…` (also `cspell:ignore`, `cspell:words`,
/// `spell-checker:ignore`), `inkstone:disable-next-line`, `inkstone:disable` …
/// `inkstone:enable`. The directives themselves are never reported.
public struct Directives: Sendable, Equatable {
    public private(set) var words: Set<String> = []
    /// Lines and regions where nothing is reported.
    public private(set) var silenced: [TextRange] = []
    /// The directives' own text.
    public private(set) var directives: [TextRange] = []

    private static let expression = try! NSRegularExpression(
        pattern: #"\b(?:inkstone|cspell|spell-checker):(ignore|words|disable-next-line|disable|enable)\b([^\n]*?)(?=\*/|-->|$)"#,
        options: [.anchorsMatchLines])

    /// None.
    public init() {}

    public init(in document: TextDocument) {
        guard Self.mayHoldDirective(document) else { return }
        let text = document.text
        var disabledFrom: Int?
        for match in Self.expression.matches(in: text, range: NSRange(location: 0, length: document.length)) {
            let kind = (text as NSString).substring(with: match.range(at: 1))
            let argument = (text as NSString).substring(with: match.range(at: 2))
            directives.append(TextRange(match.range.location, match.range.length))
            switch kind {
            case "ignore", "words":
                words.formUnion(Self.words(in: argument))
            case "disable-next-line":
                let line = document.lines.line(containing: match.range.location).index
                if line + 1 < document.lines.count { silenced.append(document.lines.line(at: line + 1).range) }
            case "disable":
                disabledFrom = disabledFrom ?? match.range.location
            default:
                if let start = disabledFrom {
                    silenced.append(TextRange(start, match.range.location - start))
                    disabledFrom = nil
                }
            }
        }
        if let start = disabledFrom { silenced.append(TextRange(start, document.length - start)) }
    }

    /// The words of an `ignore` directive, without the quotes or brackets around them
    /// (`x = "inkstone:ignore strng"` names `strng`, not `strng"`).
    static func words(in argument: String) -> [String] {
        argument.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" }).map { word in
            String(word.drop { !Self.isWordCharacter($0) }.reversed().drop { !Self.isWordCharacter($0) }.reversed())
        }.filter { !$0.isEmpty }
    }

    private static func isWordCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_"
    }

    /// Whether "inkstone:", "cspell:" or "spell-checker:" occurs at all (most files
    /// have none: the expression and the whole text as a string are spared).
    static func mayHoldDirective(_ document: TextDocument) -> Bool {
        holdsMarker(document.units(in: document.fullRange)[...])
    }

    private static func holdsMarker(_ units: ArraySlice<UInt16>) -> Bool {
        let names = ["inkstone", "cspell", "checker"].map { Array($0.utf16) }
        for index in units.indices where units[index] == 0x3A {
            for name in names where index - units.startIndex >= name.count && units[(index - name.count)..<index].elementsEqual(name) {
                return true
            }
        }
        return false
    }

    /// Whether an edit (already applied to `document`) may change the directives:
    /// it touches a directive or a silenced line or region, or a line it touched holds
    /// a directive's marker now or did before. Otherwise they only move with the text.
    func mayChange(by change: TextChange, in document: TextDocument) -> Bool {
        let touched = { (ranges: [TextRange]) in
            ranges.contains { $0.location <= change.range.end && change.range.location <= $0.end }
        }
        if touched(directives) || touched(silenced) || Self.holdsMarker(change.oldUnits[...]) { return true }
        let lines = document.lines
        let first = lines.line(containing: change.newRange.location), last = lines.line(containing: change.newRange.end)
        let span = TextRange(first.start, last.start + last.length - first.start)
        return Self.holdsMarker(document.units(in: span)[...])
    }

    /// The same directives, moved with the text by an edit that `mayChange` says leaves them.
    func shifted(by change: TextChange) -> Directives {
        var moved = self
        moved.silenced = silenced.map { change.map($0, edges: .grow) }
        moved.directives = directives.map { change.map($0, edges: .grow) }
        return moved
    }

    /// True when a finding touches a directive or a silenced line or region (a word
    /// repeated right after `inkstone:ignore word` touches the directive).
    public func isSilenced(_ range: TextRange) -> Bool {
        directives.contains { $0.location <= range.end && range.location <= $0.end } || silenced.contains { $0.overlaps(range) }
    }
}
