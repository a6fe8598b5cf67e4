import InkstoneText

/// An assertion's message in a test file — `assert.equal(a, b, 'returns a empty list')`,
/// `XCTAssertTrue(ok, "the cache is warm")`, `assert!(ok, "overriden")`, Go's
/// `t.Errorf("…")`, Rust's `.expect("time modification failde")` — is written for the
/// person reading a failure, as a test's description is (`TestDescriptions`), though the
/// file's other strings are test data. A message is the last argument of such a call,
/// after the values it checks, or the first of a call that fails with it.
enum TestMessages {
    /// Calls that check one value: their message is the last argument after it
    /// (`assert.ok(found, "…")`, `XCTAssertTrue(ok, "…")`, `assert!(ok, "…")`).
    static let checks: Set<String> = [
        "assert", "asserttrue", "assertfalse", "assertnotnull", "assertnull", "debug_assert", "ok", "notok", "true", "false",
        "truthy", "falsy", "throws", "doesnotthrow", "rejects", "require", "xctassert", "xctasserttrue", "xctassertfalse",
        "xctassertnil", "xctassertnotnil", "xctassertthrowserror", "xctassertnothrow",
    ]
    /// Calls that compare two values: their message is a third argument or later
    /// (`t.equal(got, want, "…")`); a second is the value expected, test data.
    static let comparisons: Set<String> = [
        "equal", "equals", "notequal", "deepequal", "notdeepequal", "strictequal", "notstrictequal", "deepstrictequal",
        "same", "notsame", "match", "assertequal", "assertequals", "assert_eq", "assert_ne", "debug_assert_eq",
        "xctassertequal", "xctassertnotequal", "xctassertidentical", "xctassertgreaterthan", "xctassertlessthan",
    ]
    /// Calls whose first argument is the message they fail with (`t.Errorf("…")`,
    /// `fail("…")`); Rust's `.expect("…")` only as a method, as Jest's `expect(…)` takes
    /// the value under test.
    static let failures: Set<String> = [
        "fail", "xctfail", "panic", "errorf", "fatalf", "error", "fatal", "skip", "skipf", "assertionfailure",
        "preconditionfailure", "fatalerror", "flunk", "unreachable",
    ]

    /// How far back a call's name is looked for, in UTF-16 units.
    static let reach = 2_000

    /// Whether the string literal whose text is `literal` is such a message.
    static func isMessage(_ literal: TextRange, in document: TextDocument) -> Bool {
        guard let open = openingQuote(of: literal, in: document), let after = closingEnd(of: literal, in: document),
              let before = previousIndex(from: open - 1, in: document) else { return false }
        if document[before] == 0x28 {
            // The first argument: what it fails with, the values a format names after it
            // (`t.Error("unexpected error", err)`, `panic!("bad {}", x)`).
            guard closesCall(from: after, in: document) || nextUnit(from: after, in: document) == 0x2C,
                  let call = name(before: before, in: document) else { return false }
            return failures.contains(call.name) || call.name == "expect" && call.isMethod
        }
        if isShellOutput(open: open, after: after, in: document) { return true }
        guard closesCall(from: after, in: document), document[before] == 0x2C,
              let (parenthesis, commas) = argumentList(from: before - 1, in: document),
              let call = name(before: parenthesis, in: document) else { return false }
        if checks.contains(call.name) { return true }
        return commas >= 1 && (comparisons.contains(call.name) || call.name.hasPrefix("assert") || call.name.hasPrefix("xctassert"))
    }

    /// The index of the literal's opening quote (the first of up to three).
    private static func openingQuote(of literal: TextRange, in document: TextDocument) -> Int? {
        var index = literal.location - 1
        // An escape splits a string's text (`aren\'t`): go back to the opening quote.
        while index >= 1 && document[index] != 0x0A && !(TestDescriptions.isQuote(document[index]) && document[index - 1] != 0x5C) { index -= 1 }
        guard index >= 0, TestDescriptions.isQuote(document[index]) else { return nil }
        while index >= 1 && TestDescriptions.isQuote(document[index - 1]) { index -= 1 }
        return index
    }

    /// Whether the literal opening at `open` and closing before `after` is what a shell
    /// command `echo` or `printf` prints — first on its line or after `;`, `&&`, `||`,
    /// `then`, `else` or `do`, the literal its only argument, the line ending there or
    /// sending it to standard error (`echo "We coundn't find $1." >&2`) — not text piped
    /// into another command or written to a file.
    static func isShellOutput(open: Int, after: Int, in document: TextDocument) -> Bool {
        let line = document.lines.line(containing: open).contentRange
        // A literal over several lines is no one-line message.
        guard after <= line.end else { return false }
        let before = document.string(in: TextRange(line.location, open - line.location))
        let rest = document.string(in: TextRange(after, line.end - after)).trimmingCharacters(in: .whitespaces)
        guard ["", ">&2", "1>&2", ";", ";;"].contains(rest) || rest.hasPrefix("&&") || rest.hasPrefix("||") || rest.hasPrefix("; ") else { return false }
        var words = before.split(whereSeparator: { $0 == " " || $0 == "\t" })
        while let last = words.last, last.hasPrefix("-") { words.removeLast() }
        guard let command = words.last, command == "echo" || command == "printf" else { return false }
        guard let leading = words.dropLast().last else { return true }
        return ["then", "else", "do", "&&", "||"].contains(leading) || leading.hasSuffix(";")
    }

    /// The index just past the literal's closing quotes.
    private static func closingEnd(of literal: TextRange, in document: TextDocument) -> Int? {
        var index = literal.end
        while index < document.length && document[index] != 0x0A && !(TestDescriptions.isQuote(document[index]) && document[index - 1] != 0x5C) { index += 1 }
        guard index < document.length, TestDescriptions.isQuote(document[index]) else { return nil }
        while index < document.length && TestDescriptions.isQuote(document[index]) { index += 1 }
        return index
    }

    /// Whether the argument list closes at `index`: a `)`, or a trailing comma and
    /// then a `)` (Rust's `assert!(ok,⏎ "…",⏎ );` as rustfmt writes it).
    private static func closesCall(from index: Int, in document: TextDocument) -> Bool {
        var index = index
        while true {
            while index < document.length && isSpace(document[index]) { index += 1 }
            if index < document.length && document[index] == 0x2C { index += 1 }
            guard let after = sourceLocationArgument(from: index, in: document) else { break }
            index = after
        }
        return nextUnit(from: index, in: document) == 0x29
    }

    /// Labels of the arguments that say where a failure is reported, which Swift's
    /// assertion helpers pass after the message (swift-nio's `XCTAssertEqual(a, b, "…",
    /// file: file, line: line)`).
    private static let sourceLocationLabels: Set<String> = ["file", "line", "column", "function", "fileID", "filePath", "sourceLocation"]

    /// The end of a `label: value` argument from `index` (after spaces) whose label
    /// says where (`file: file`, `line: #line`): the value is a name, a literal or a
    /// call, read to the next `,` or `)` outside parentheses; nil for another argument.
    private static func sourceLocationArgument(from index: Int, in document: TextDocument) -> Int? {
        var index = index
        while index < document.length && isSpace(document[index]) { index += 1 }
        let start = index
        while index < document.length && index - start < 16 && isLetter(document[index]) { index += 1 }
        guard index > start, index < document.length, document[index] == 0x3A,
              sourceLocationLabels.contains(document.string(in: TextRange(start, index - start))) else { return nil }
        var depth = 0
        index += 1
        while index < document.length && index - start < 200 {
            let unit = document[index]
            if unit == 0x28 { depth += 1 }
            if unit == 0x29 { if depth == 0 { return index }; depth -= 1 }
            if unit == 0x2C && depth == 0 { return index }
            if unit == 0x0A && depth == 0 { return index }
            index += 1
        }
        return nil
    }

    private static func isLetter(_ unit: UInt16) -> Bool { (0x41...0x5A).contains(unit) || (0x61...0x7A).contains(unit) }

    /// The first unit at or after `index` that is no space, tab or line break.
    private static func nextUnit(from index: Int, in document: TextDocument) -> UInt16? {
        var index = index
        while index < document.length && isSpace(document[index]) { index += 1 }
        return index < document.length ? document[index] : nil
    }

    /// The index of the first unit at or before `index` that is no space, tab or line break.
    private static func previousIndex(from index: Int, in document: TextDocument) -> Int? {
        var index = index
        while index >= 0 && isSpace(document[index]) { index -= 1 }
        return index >= 0 ? index : nil
    }

    /// The `(` that opens the argument list holding `index`, and how many commas
    /// separate the arguments before `index` (one more than that precede the literal),
    /// skipping nested brackets and quoted text; nil past `reach` units.
    private static func argumentList(from index: Int, in document: TextDocument) -> (Int, Int)? {
        var index = index, depth = 0, commas = 0
        let limit = max(0, index - reach)
        while index >= limit {
            let unit = document[index]
            if TestDescriptions.isQuote(unit) {
                index -= 1
                while index >= limit && !(document[index] == unit && (index == 0 || document[index - 1] != 0x5C)) { index -= 1 }
            } else if unit == 0x29 || unit == 0x5D || unit == 0x7D {
                depth += 1
            } else if unit == 0x28 || unit == 0x5B || unit == 0x7B {
                if depth == 0 { return unit == 0x28 ? (index, commas) : nil }
                depth -= 1
            } else if unit == 0x2C && depth == 0 {
                commas += 1
            }
            index -= 1
        }
        return nil
    }

    /// The name of the call whose `(` is at `parenthesis`, lowercased, without a Rust
    /// macro's `!` (`assert_eq!(` → `assert_eq`, `t.Errorf(` → `errorf`), and whether it
    /// is a method's (after a `.`).
    private static func name(before parenthesis: Int, in document: TextDocument) -> (name: String, isMethod: Bool)? {
        var end = parenthesis
        while end > 0 && isSpace(document[end - 1]) { end -= 1 }
        if end > 0 && document[end - 1] == 0x21 { end -= 1 }
        var start = end
        while start > 0 && TestDescriptions.isNameUnit(document[start - 1]) { start -= 1 }
        guard start < end else { return nil }
        return (document.string(in: TextRange(start, end - start)).lowercased(), start > 0 && document[start - 1] == 0x2E)
    }

    private static func isSpace(_ unit: UInt16) -> Bool {
        unit == 0x20 || unit == 0x09 || unit == 0x0A || unit == 0x0D
    }
}
