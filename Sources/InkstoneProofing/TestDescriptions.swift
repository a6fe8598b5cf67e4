import InkstoneText

/// A test's description in a test file — RSpec's `it "raises an error if …"`, Jest's
/// `test("do not allow __proto__ …")`, Mocha's `describe('…')`, Go's `t.Run("…")` —
/// is a sentence for people, read as a comment is, though the file's other strings are
/// test data (issue #26, item 2). Round N found thor's specs' `argumets`, `invokation`,
/// `requred` and `hypen`, and immer's `polution`, only in such descriptions.
enum TestDescriptions {
    /// The calls that name a test or a group of tests, with their focused and skipped
    /// forms (`fit`, `xit`, `xdescribe`).
    /// Also Catch2's and doctest's `SECTION("…")`, `TEST_CASE("…")` and their BDD
    /// forms, and Shindo's `tests('…')` (Ruby).
    static let callNames: Set<String> = [
        "it", "describe", "context", "test", "specify", "scenario", "feature", "suite", "example",
        "fit", "xit", "fdescribe", "xdescribe", "fcontext", "xcontext", "xtest", "Run",
        "tests", "SECTION", "TEST_CASE", "SCENARIO", "GIVEN", "WHEN", "THEN", "AND_WHEN", "AND_THEN", "SUBCASE",
    ]
    /// The objects whose methods of those names name tests (`QUnit.test('…')`,
    /// `QUnit.module('…')`): a method is otherwise no test (`parser.it(`).
    static let testObjects: Set<String> = ["QUnit"]

    /// Whether the string literal whose text (or a part of it after an escape) is
    /// `literal` is the first argument of such a call: its opening quote after the
    /// call's name, a `(` or white space between (`it(⏎  "…"` as formatters wrap it).
    /// Go's `Run` counts only as a method (`t.Run`); the others only standing alone
    /// (`parser.it(` is no test) or as a method of a test object (`QUnit.test(`).
    static func isDescription(_ literal: TextRange, in document: TextDocument) -> Bool {
        var index = literal.location - 1
        // An escape splits a string's text (`aren\'t`): go back to the opening quote.
        while index >= 1 && document[index] != 0x0A && !(isQuote(document[index]) && document[index - 1] != 0x5C) { index -= 1 }
        var quotes = 0
        while index >= 0 && quotes < 3 && isQuote(document[index]) { index -= 1; quotes += 1 }
        guard quotes > 0 else { return false }
        while index >= 0 && isSpace(document[index]) { index -= 1 }
        let hasParenthesis = index >= 0 && document[index] == 0x28
        if hasParenthesis {
            index -= 1
            while index >= 0 && (document[index] == 0x20 || document[index] == 0x09) { index -= 1 }
        }
        let end = index + 1
        while index >= 0 && isNameUnit(document[index]) { index -= 1 }
        let length = end - (index + 1)
        let name = document.string(in: TextRange(index + 1, length))
        // Catch2's macros take their text in brackets (`WHEN 'a' THEN 'b'` is SQL).
        guard (2...9).contains(length), callNames.contains(name), hasParenthesis || name != name.uppercased() else { return false }
        let isMethod = index >= 0 && document[index] == 0x2E
        let isRun = length == 3 && document[end - 3] == 0x52
        return isMethod == isRun || isMethod && !isRun && isTestObject(before: index, in: document)
    }

    /// Whether the name that ends before the `.` at `dot` is one of `testObjects`.
    private static func isTestObject(before dot: Int, in document: TextDocument) -> Bool {
        var start = dot
        while start > 0 && isNameUnit(document[start - 1]) { start -= 1 }
        return start < dot && testObjects.contains(document.string(in: TextRange(start, dot - start)))
    }

    private static func isSpace(_ unit: UInt16) -> Bool {
        unit == 0x20 || unit == 0x09 || unit == 0x0A || unit == 0x0D
    }

    /// `"`, `'` and the backquote of a JavaScript template (`TestMessages` reads them too).
    static func isQuote(_ unit: UInt16) -> Bool {
        unit == 0x22 || unit == 0x27 || unit == 0x60
    }

    static func isNameUnit(_ unit: UInt16) -> Bool {
        (0x30...0x39).contains(unit) || (0x41...0x5A).contains(unit) || (0x61...0x7A).contains(unit) || unit == 0x5F || unit == 0x24
    }
}
