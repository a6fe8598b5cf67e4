import InkstoneText

/// The markup of a Markdown HTML block (`<p align="center">…</p>`, `<div>` around a
/// paragraph): its tags with their attributes, comments, declarations, character
/// references, and the whole content of elements whose text is code or data
/// (`<pre>`, `<code>`, `<script>`, `<style>` …). The rest is the block's text, read as
/// prose: a block protected whole let its sentences pass unread (issue #49).
enum HTMLBlockText {
    /// Elements whose content is not prose.
    static let rawElements: Set<String> = ["script", "style", "pre", "code", "kbd", "samp", "var", "tt", "textarea", "svg", "math",
                                           "template"]

    /// The protected ranges of the block at `range` of `document`.
    static func markup(in range: TextRange, of document: TextDocument) -> [TextRange] {
        let units = document.units(in: range)
        var marked: [TextRange] = []
        var index = 0
        while index < units.count {
            let start = index
            if units[index] == 0x3C, let end = markupEnd(units, from: index) {
                index = end
            } else if units[index] == 0x26, let end = referenceEnd(units, from: index) {
                index = end
            } else {
                index += 1
                continue
            }
            marked.append(TextRange(range.location + start, index - start))
        }
        return RangeSet.normalized(marked)
    }

    /// Where the markup that starts with `<` at `start` ends (past a raw element's
    /// closing tag); nil when `<` starts no markup (`a < b`).
    private static func markupEnd(_ units: [UInt16], from start: Int) -> Int? {
        if starts(units, at: start, with: "<!--") { return end(of: "-->", in: units, from: start + 4) }
        guard start + 1 < units.count else { return nil }
        let next = units[start + 1]
        if next == 0x21 || next == 0x3F { return end(of: ">", in: units, from: start + 2) }  // <!DOCTYPE …>, <![CDATA[ …]]>, <? … ?>
        let closing = next == 0x2F
        let nameStart = start + (closing ? 2 : 1)
        var nameEnd = nameStart
        while nameEnd < units.count, isNameUnit(units[nameEnd]) { nameEnd += 1 }
        guard nameEnd > nameStart, isLetter(units[nameStart]) else { return nil }
        let tagEnd = tagEnd(units, from: nameEnd)
        let name = String(decoding: units[nameStart..<nameEnd], as: UTF16.self).lowercased()
        guard !closing, rawElements.contains(name), tagEnd < units.count, units[tagEnd - 1] == 0x3E, units[tagEnd - 2] != 0x2F else {
            return tagEnd
        }
        return closingTagEnd(of: name, in: units, from: tagEnd)
    }

    /// Past the `>` that closes a tag, quoted attribute values skipped; the end of the block when none does.
    private static func tagEnd(_ units: [UInt16], from start: Int) -> Int {
        var index = start
        var quote: UInt16?
        while index < units.count {
            let unit = units[index]
            index += 1
            if let open = quote {
                if unit == open { quote = nil }
            } else if unit == 0x22 || unit == 0x27 {
                quote = unit
            } else if unit == 0x3E {
                return index
            }
        }
        return units.count
    }

    /// Past the `</name …>` that closes a raw element; the end of the block when none does.
    private static func closingTagEnd(of name: String, in units: [UInt16], from start: Int) -> Int {
        let closing = Array(("</" + name).utf16)
        var index = start
        while index + closing.count <= units.count {
            if units[index] == 0x3C && zip(units[index..<(index + closing.count)], closing).allSatisfy({ lower($0) == $1 })
                && (index + closing.count == units.count || !isNameUnit(units[index + closing.count])) {
                return tagEnd(units, from: index + closing.count)
            }
            index += 1
        }
        return units.count
    }

    /// Past a character reference at `start` (`&nbsp;`, `&#160;`, `&#xA0;`); nil for a lone `&`.
    private static func referenceEnd(_ units: [UInt16], from start: Int) -> Int? {
        var index = start + 1
        while index < units.count, index - start <= 32, isNameUnit(units[index]) || units[index] == 0x23 { index += 1 }
        return index > start + 1 && index < units.count && units[index] == 0x3B ? index + 1 : nil
    }

    private static func end(of marker: String, in units: [UInt16], from start: Int) -> Int {
        let marker = Array(marker.utf16)
        var index = start
        while index + marker.count <= units.count {
            if units[index..<(index + marker.count)].elementsEqual(marker) { return index + marker.count }
            index += 1
        }
        return units.count
    }

    private static func starts(_ units: [UInt16], at index: Int, with prefix: String) -> Bool {
        let prefix = Array(prefix.utf16)
        return index + prefix.count <= units.count && units[index..<(index + prefix.count)].elementsEqual(prefix)
    }

    private static func isLetter(_ unit: UInt16) -> Bool { (0x41...0x5A).contains(unit) || (0x61...0x7A).contains(unit) }
    private static func isNameUnit(_ unit: UInt16) -> Bool { isLetter(unit) || (0x30...0x39).contains(unit) || unit == 0x2D || unit == 0x3A }
    private static func lower(_ unit: UInt16) -> UInt16 { (0x41...0x5A).contains(unit) ? unit + 0x20 : unit }
}
