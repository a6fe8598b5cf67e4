import InkstoneText

/// An example in a Vim help file (issue #26, item 3): the indented lines after a line
/// that ends in ` >` (or is `>` alone), or in `>lua`, `>vim` (the language Neovim's help
/// names), up to a line whose first character is `<` or any line that starts in column
/// 1, as `:help help-writing` defines it. What it holds is Vim script (`" cfirst`, a
/// commented-out command) or Lua, not the help's prose.
enum VimHelpExample {
    /// How many lines up the example's opening line is looked for: fzf-lua's help
    /// shows its whole default set-up, 300 lines, as one example.
    static let reach = 1_000

    /// Whether the line holding `offset` is inside an example.
    static func holds(_ offset: Int, in document: TextDocument) -> Bool {
        let lines = document.lines
        let own = lines.line(containing: offset)
        guard let first = document.units(in: own.contentRange).first, isIndent(first) else { return false }
        var index = own.index
        while index > 0 && own.index - index < reach {
            index -= 1
            let units = document.units(in: lines.line(at: index).contentRange)
            if opens(units) { return true }
            guard let first = units.first else { continue }
            if !isIndent(first) { return false }
            if units.first(where: { !isIndent($0) }) == lessThan { return false }
        }
        return false
    }

    /// ` >` or `>` alone at the end of a line (trailing blanks aside), perhaps with a
    /// language's name after it (`>lua`).
    static func opens(_ units: [UInt16]) -> Bool {
        var end = units.count
        while end > 0 && isIndent(units[end - 1]) { end -= 1 }
        while end > 0 && (0x61...0x7A).contains(units[end - 1]) && units.count - end < 12 { end -= 1 }
        guard end > 0, units[end - 1] == greaterThan else { return false }
        return end == 1 || isIndent(units[end - 2])
    }

    private static func isIndent(_ unit: UInt16) -> Bool { unit == 0x20 || unit == 0x09 }
    private static let greaterThan: UInt16 = 0x3E
    private static let lessThan: UInt16 = 0x3C
}
