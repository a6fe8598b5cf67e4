/// Detects a document's indentation the way auto-detect-indentation does: look at how
/// the indentation changes between consecutive non-blank lines, and take the most
/// common change in spaces unless tab-indented lines are the majority.
public enum IndentationDetector {
    /// At most this many lines are looked at, so that loading a huge file stays cheap.
    public static let sampledLines = 10_000

    /// nil when no line is indented.
    public static func detect(in document: TextDocument, skipping skippedLines: Set<Int> = []) -> Indentation? {
        var tabLines = 0, spaceLines = 0
        var deltas: [Int: Int] = [:]
        var previous = 0
        let lineCount = min(document.lines.count, sampledLines)
        for index in 0..<lineCount where !skippedLines.contains(index) {
            let line = document.lines.line(at: index)
            guard let (tabs, spaces) = leadingWhitespace(of: line, in: document) else { continue }
            if tabs > 0 { tabLines += 1 } else if spaces > 0 { spaceLines += 1 }
            if tabs == 0 {
                let delta = abs(spaces - previous)
                if delta > 1 { deltas[delta, default: 0] += 1 }
                previous = spaces
            }
        }
        if tabLines == 0 && spaceLines == 0 { return nil }
        if tabLines > spaceLines { return .tab }
        guard let best = deltas.max(by: { $0.value < $1.value || ($0.value == $1.value && $0.key > $1.key) }) else {
            return tabLines > 0 ? .tab : nil
        }
        return .spaces(best.key)
    }

    /// Leading tabs and spaces, or nil for a blank line.
    private static func leadingWhitespace(of line: Line, in document: TextDocument) -> (Int, Int)? {
        var tabs = 0, spaces = 0
        var offset = line.start
        let end = line.start + line.length
        while offset < end {
            switch document[offset] {
            case 0x09: tabs += 1
            case 0x20: spaces += 1
            default: return (tabs, spaces)
            }
            offset += 1
        }
        return nil
    }
}
