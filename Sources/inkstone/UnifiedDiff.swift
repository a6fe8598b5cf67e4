/// Two texts' difference as `diff -u` prints it, line by line with three lines of
/// context, under `--- PATH` and `+++ PATH` headers (`patch -p0` applies it): what
/// `fix --diff` and `rewrite --diff` print instead of writing.
enum UnifiedDiff {
    static let context = 3

    /// Empty when the texts are equal.
    static func render(old: String, new: String, path: String) -> String {
        let before = lines(of: old), after = lines(of: new)
        let operations = script(from: before, to: after)
        let changed = operations.indices.filter { operations[$0].kind != .same }
        guard !changed.isEmpty else { return "" }
        var output = "--- \(path)\n+++ \(path)\n"
        var index = 0
        while index < changed.count {
            // A hunk takes in every change within twice the context of the one before.
            var last = index
            while last + 1 < changed.count && changed[last + 1] - changed[last] <= 2 * context { last += 1 }
            let lower = max(0, changed[index] - context), upper = min(operations.count, changed[last] + context + 1)
            output += hunk(operations[lower..<upper], before: before, after: after)
            index = last + 1
        }
        return output
    }

    /// A line with its line break (none on a last line without one).
    private static func lines(of text: String) -> [Substring] {
        var result: [Substring] = []
        var start = text.startIndex
        for index in text.indices where text[index] == "\n" || text[index] == "\r\n" {
            let end = text.index(after: index)
            result.append(text[start..<end])
            start = end
        }
        if start < text.endIndex { result.append(text[start...]) }
        return result
    }

    private struct Operation {
        enum Kind { case same, removed, added }
        let kind: Kind
        /// Where the operation stands in the old and in the new lines.
        let old: Int
        let new: Int
    }

    /// Removals before additions within a change, as `diff` prints them.
    private static func script(from before: [Substring], to after: [Substring]) -> [Operation] {
        let difference = after.difference(from: before)
        var removed = Set<Int>(), added = Set<Int>()
        for change in difference {
            switch change {
            case .remove(let offset, _, _): removed.insert(offset)
            case .insert(let offset, _, _): added.insert(offset)
            }
        }
        var operations: [Operation] = []
        var old = 0, new = 0
        while old < before.count || new < after.count {
            if old < before.count && removed.contains(old) {
                operations.append(Operation(kind: .removed, old: old, new: new))
                old += 1
            } else if new < after.count && added.contains(new) {
                operations.append(Operation(kind: .added, old: old, new: new))
                new += 1
            } else {
                operations.append(Operation(kind: .same, old: old, new: new))
                old += 1
                new += 1
            }
        }
        return operations
    }

    private static func hunk(_ operations: ArraySlice<Operation>, before: [Substring], after: [Substring]) -> String {
        let oldCount = operations.filter { $0.kind != .added }.count
        let newCount = operations.filter { $0.kind != .removed }.count
        let first = operations.first!
        var output = "@@ -\(range(first.old, oldCount)) +\(range(first.new, newCount)) @@\n"
        for operation in operations {
            switch operation.kind {
            case .same: output += line(" ", before[operation.old])
            case .removed: output += line("-", before[operation.old])
            case .added: output += line("+", after[operation.new])
            }
        }
        return output
    }

    /// `start,count` with 1-based lines; an empty side names the line before it.
    private static func range(_ start: Int, _ count: Int) -> String {
        count == 1 ? "\(start + 1)" : "\(count == 0 ? start : start + 1),\(count)"
    }

    private static func line(_ marker: String, _ text: Substring) -> String {
        guard text.hasSuffix("\n") || text.hasSuffix("\r\n") else { return marker + text + "\n\\ No newline at end of file\n" }
        return marker + text
    }
}
