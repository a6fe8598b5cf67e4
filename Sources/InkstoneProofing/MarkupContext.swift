import Foundation
import InkstoneText

/// Lines of prose that hold markup or code rather than sentences, which neither the
/// spelling nor the grammar rules read: reST directives (`.. versionadded:: 2.0`,
/// `.. code-block:: python`), which docstrings and `.rst` files are full of, and
/// interactive-session lines in docstrings (`>>> run()`, `... more`). Also reST
/// roles (`:func:`, `:pep:`) wherever they stand, and linters' directives in comments
/// (`swiftlint:disable …`, `noqa`, `type: ignore`), template tags and heading anchors.
enum MarkupContext {
    private static let directive = try! NSRegularExpression(pattern: #"^\s*\.\.\s+[\w:-]+::"#)
    private static let session = try! NSRegularExpression(pattern: #"^\s*(?:>>>|\.\.\.)(?:\s|$)"#)
    private static let role = try! NSRegularExpression(pattern: #"(?<![\w`]):[a-z][\w.:+-]*:(?=`)"#)
    /// A linter's or formatter's directive and the rest of its line: `swiftlint:disable
    /// cyclomatic_complexity`, `noqa: E501`, `pragma: no cover`, `type: ignore`,
    /// `eslint-disable-next-line`, `@ts-ignore`, `NOLINT`, a Vim modeline.
    /// Template tags (`{% endif %}`, `{{ user.name }}`) and heading anchors
    /// (`{#install}`, `{ #use-corsmiddleware }`).
    private static let templateTag = try! NSRegularExpression(pattern: #"\{%.*?%\}|\{\{.*?\}\}|\{\s*#[\w-]+\s*\}"#)
    private static let toolDirective = try! NSRegularExpression(pattern: #"(?:\b[a-z][a-z0-9_-]*:(?:disable|enable|ignore|next|this|previous|off|on)\b|\bvim?:(?:\s*set\s|\s*\w+=)|\b(?:noqa|nolint|nosec|NOLINT\w*|NOSONAR|pragma:\s*no\s*cover|type:\s*ignore|fmt:\s*(?:off|on|skip)|isort:\s*skip\w*|pylint:\s*\w+|mypy:\s*\w+|zizmor:\s*\w+|eslint-\w[\w-]*|prettier-ignore|istanbul\s+ignore|c8\s+ignore|shellcheck\s+(?:disable|source))\b|@ts-(?:ignore|expect-error|nocheck)\b)[^\n]*"#)

    /// The ranges to leave alone: a directive's name and its `::`, a whole session
    /// line, each role, a tool's directive to the end of its line, a template tag or
    /// heading anchor. Only lines with a `.`, `>`, `:`, `-`, `@`, `q` (noqa), `N`
    /// (NOLINT) or `{` are matched at all.
    static func ranges(in document: TextDocument, lines: Set<Int>? = nil) -> [TextRange] {
        LineScan.ranges(in: document, only: lines, mayHold: { units in
            units.contains { $0 == 0x2E || $0 == 0x3E || $0 == 0x3A || $0 == 0x2D || $0 == 0x40 || $0 == 0x71 || $0 == 0x4E || $0 == 0x7B }
        }) { text, whole in
            if session.firstMatch(in: text, range: whole) != nil { return [whole] }
            var found: [NSRange] = []
            if let match = directive.firstMatch(in: text, range: whole) { found.append(match.range) }
            found += role.matches(in: text, range: whole).map(\.range)
            found += toolDirective.matches(in: text, range: whole).map(\.range)
            found += templateTag.matches(in: text, range: whole).map(\.range)
            return found
        }
    }
}
