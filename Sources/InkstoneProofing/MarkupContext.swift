import Foundation
import InkstoneText

/// Lines of prose that hold markup or code rather than sentences, which neither the
/// spelling nor the grammar rules read: reST directives (`.. versionadded:: 2.0`,
/// `.. code-block:: python`), which docstrings and `.rst` files are full of, and
/// interactive-session lines in docstrings (`>>> run()`, `... more`, Haddock's `prop>`). Also reST
/// roles (`:func:`, `:pep:`) wherever they stand, and linters' directives in comments
/// (`swiftlint:disable …`, `noqa`, `type: ignore`, `//noinspection`, `/*eslint no-undef:0*/`),
/// template tags and heading anchors, addresses spelt out (`antirez at gmail dot com`),
/// HTML tags with attributes, Haddock's `@inline code@`, Markdown links named by their own reference labels, the
/// quoted values of `Default:` lines, and lines of placeholder text (`LoremIpsum`).
enum MarkupContext {
    /// A directive's name, and its argument when that is one token (`.. sourcecode:: pycon`,
    /// `.. versionadded:: 2.0`): a lexer's name or a version, not a sentence.
    private static let directive = try! NSRegularExpression(pattern: #"^\s*\.\.\s+[\w:-]+::(?:[ \t]+[^\s]+[ \t]*(?=\n|$))?"#)
    /// An mkdocstrings directive, a line of its own (`::: fmt.fstring`), and the one
    /// Swift doc comment callout that is no word (`- seealso:`): markup.
    private static let mkdocstrings = try! NSRegularExpression(pattern: #"^:::[ \t]+[\w.]+[ \t]*$"#)
    private static let callout = try! NSRegularExpression(pattern:
        #"(?<=^[ \t]{0,12}(?:///?|\*)?[ \t]{0,4}-[ \t]{1,4})(?i:seealso)(?=:)"#)
    private static let session = try! NSRegularExpression(pattern: #"^\s*(?:(?:--|#|//)[ \t]*)?(?:>>>|prop>)(?:\s|$)|^\s*\.\.\.(?:\s|$)"#)
    private static let role = try! NSRegularExpression(pattern: #"(?<![\w`]):[a-z][\w.:+-]*:(?=`)"#)
    /// A linter's or formatter's directive and the rest of its line: `swiftlint:disable
    /// cyclomatic_complexity`, `noqa: E501`, `pragma: no cover`, `type: ignore`,
    /// `eslint-disable-next-line`, `@ts-ignore`, `NOLINT`, a Vim modeline.
    /// Template tags (`{% endif %}`, `{{ user.name }}`) and heading anchors
    /// (`{#install}`, `{ #use-corsmiddleware }`); MyST's directives and roles
    /// (`:::{seealso}`, ```` ```{note} ````, `` {func}`get_logger` ``).
    private static let templateTag = try! NSRegularExpression(pattern: #"\{%.*?%\}|\{\{.*?\}\}|\{\s*#[\w-]+\s*\}|(?<=:::|```)\{[\w-]+\}|\{[\w:-]+\}(?=`)"#)
    /// Code in prose, format by format (issue #26, item 3): a reST/Sphinx field
    /// (`:rtype:`, `:param name:`) at a line's start, and a numpydoc parameter; a Lua annotation; a Go build constraint
    /// or directive (`go:build linux && amd64`, `+build aix zos`, `go:noinline`); roff and mdoc — a macro line
    /// (`.Nd …`, `.Sx`, `.Brc`) and an escape (`\(bu`, `\fB`, `\-`); Vim help — a
    /// `*tag*` (not in Markdown or reST), a `|link|`, a `:command`, an `'option'`, a `<key>`; a key chord
    /// (`ctrl-a`, `C-x`, `Shift+Tab`); a shell variable (`$COMPREPLY`, `${HOME}`); a
    /// glob, a file extension or a dotfile (`*.md`, `src/**/x`, `.txt files`, `.Xauthority`); an RCS keyword; a
    /// qualified name (`std::cout`).
    /// A code span in a comment, a string or plain text (`` `isfinite` ``, reST's
    /// ``` ``literal`` ```): Markdown's own are never prose, these are code all the same.
    private static let codeSpan = try! NSRegularExpression(pattern: #"`{1,2}[^`\n]+`{1,2}"#)
    private static let fieldList = try! NSRegularExpression(pattern: #"^\s*:(?:param|type|rtype|returns?|raises?|var|ivar|cvar|keyword|kwarg|kwargs|arg|args|argument|meta|yields?|except|exception)\b[^:\n]*:"#)
    /// A reST directive's option with a one-token value, indented under the directive
    /// (tinydb's `:member-order: bysource`, `:exclude-members: __dict__, __weakref__`):
    /// a setting, not a field list's description.
    private static let directiveOption = try! NSRegularExpression(pattern: #"^[ \t]+:[a-z][\w-]*:[ \t]+[^\s,]+(?:,[ \t]*[^\s,]+)*[ \t]*$"#)
    /// A numpydoc parameter at a line's start (`miniters  : int or float, optional`,
    /// `* mininterval : float` in a README that copies it): the name before ` : `.
    private static let numpydocParameter = try! NSRegularExpression(pattern: #"^[ \t]*(?:[*-][ \t]+)?\*{0,2}[A-Za-z_][A-Za-z0-9_]*(?=[ \t]+:(?:[ \t]|$))"#)
    /// A Lua annotation (LuaCATS, as lua-language-server reads it: `---@field matchnr
    /// integer`, `---@param opts? table`, `---@class fzf-lua.Win`, gitsigns's `--- @param a
    /// integer`): the tag and the name
    /// and type after it are code; a description after them is read.
    /// Haddock's inline code (`@listField \"key\" c itms@`): between two `@`s, neither
    /// touching a word outside (hakyll's docs, issue #26 round U).
    private static let haddockCode = try! NSRegularExpression(pattern: #"(?<![\w@])@[A-Za-z_(\[][^@\n]*?@(?![\w@])"#)
    private static let luaAnnotation = try! NSRegularExpression(pattern: #"(?<=---[ \t]?)@[a-z_]+(?:[ \t]+[^ \t\n]+){0,2}"#)
    /// A documentation tag with one token after it and nothing more (JSDoc's `@iso-639-2 fra`,
    /// `@category Locales`, `@since 2.0`, `@module tinydb`): a value, not a sentence —
    /// but for the tags whose one word is prose (`@returns nothing`, `@deprecated`).
    private static let docTagValue = try! NSRegularExpression(pattern:
        #"(?<=^[ \t]{0,12}(?:/\*\*?|\*|///?|#|--)?[ \t]{0,4})@(?!(?:returns?|summary|description|desc|deprecated|throws|todo|note|remarks)\b)[A-Za-z][\w-]*[ \t]+[^\s*]+(?=[ \t]*(?:\*/)?[ \t]*$)"#)
    /// A call's result assigned to a name, in a comment (typer's `# Priority 3: Value set
    /// in subapp = typer.Typer()`; gitsigns's `--- local atimer = async.awrap(`, its
    /// arguments on the lines below): the name, the call and its arguments are code.
    private static let assignedCall = try! NSRegularExpression(pattern:
        #"(?<![\w.])[A-Za-z_][\w.]*[ \t]?:?=[ \t]?[A-Za-z_][\w.]*\((?:[^()\n]*\)|[ \t]*(?=\n|$))"#)
    /// A Go build constraint or compiler directive (`//go:build linux`, `// +build aix`,
    /// `//go:noinline`, `//go:generate stringer -type=Pill`, `//go:embed static/*`) and the rest of its line.
    private static let buildConstraint = try! NSRegularExpression(pattern: #"(?:^|(?<=[\s/]))(?:go:[a-z]+\b|\+build\s)[^\n]*"#)
    private static let roffMacroLine = try! NSRegularExpression(pattern: #"^\.[A-Za-z][A-Za-z0-9]{0,2}(?:\s|$)[^\n]*|^'\\""#)
    private static let roffEscape = try! NSRegularExpression(pattern: #"\\(?:\(..|\[[^\]\s]*\]|[fFs]\(..|[fF][A-Z0-9]|[*n]\(..|[*n].|.)"#)
    /// A Vim help `*tag*` — but in Markdown and reST, `*word*` is emphasis: `vimTag`
    /// is not looked for there.
    private static let vimTag = try! NSRegularExpression(pattern: #"(?<![\w*])\*[\w.:()<>-]+\*(?![\w*])"#)
    private static let vimHelp = try! NSRegularExpression(pattern: #"(?<![\w|])\|[^|\s]+\|(?![\w|])|(?<![\w:])\:[a-zA-Z][a-zA-Z0-9!]*\b|<[A-Za-z][\w-]*>"#)
    /// A Vim `'option'`: only where Vim's help writes options so, in plain text (issue
    /// #50). Elsewhere a lowercase word in single quotes is a word quoted, British style
    /// (`It says 'teh' here`), and read as one.
    private static let vimOption = try! NSRegularExpression(pattern: #"(?<![\w'])'[a-z][a-z0-9]+'(?![\w'])"#)
    /// An HTML tag with attributes in a comment or a string (`<a target="_blank"
    /// rel="noopener noreferrer" href="…">`): markup, not words (a tag without any is `vimHelp`'s).
    private static let htmlTag = try! NSRegularExpression(pattern:
        #"<[A-Za-z][\w-]*(?=[^<>\n]*=)(?:\s+[\w:.@-]+(?:\s*=\s*(?:"[^"\n]*"|'[^'\n]*'|[^\s"'<>=`]+))?)+\s*/?>"#)
    /// The value of an attribute people read, inside such a tag (`<img alt="…">`, JSX's
    /// `<a title="…">`): left to be read.
    private static let readableValue = try! NSRegularExpression(pattern:
        #"\b(?:title|alt|placeholder|aria-label|label)\s*=\s*(?:"([^"\n]*)"|'([^'\n]*)')"#)
    /// A Markdown link or image whose text is its reference's label (`![pyversions][pyversions-image]`,
    /// `[docs][docs]`): a key written twice, as badges name themselves.
    private static let referenceLabel = try! NSRegularExpression(pattern: #"(?i)!?\[([^\]\n]+)\]\[\1(?:[-_][\w-]*)?\]"#)
    /// A quoted value on a `Default:` line of a plug-in's or a tool's documentation
    /// (`Default: 'botright vertical'`, `Default: "topleft", or "rightbelow vertical"`).
    private static let defaultValue = try! NSRegularExpression(pattern:
        #"(?<=^[ \t]{0,12}Default:[^\n]{0,160})(?:"[^"\n]*"|'[^'\n]*')"#, options: [.anchorsMatchLines])
    private static let keyChord = try! NSRegularExpression(pattern: #"\b(?i:ctrl|control|alt|option|shift|cmd|command|meta|super|win)[-+][\w\[\]\\/]+|\b[CMS]-[\w\[\]]\b"#)
    private static let shellVariable = try! NSRegularExpression(pattern: #"\$\{?[A-Za-z_][A-Za-z0-9_]*\}?"#)
    /// A name qualified by its namespace, as C++, Rust and PHP write it (`std::cout`,
    /// `crate::io::Result`, `Foo::~Foo`): code in a comment.
    private static let qualifiedName = try! NSRegularExpression(pattern: #"\b[A-Za-z_]\w*(?:::~?[A-Za-z_]\w*)+"#)
    /// A keyword RCS and CVS expanded into the file (`$Id: arraylist.c,v 1.4 2006/01/26 mclark Exp $`),
    /// which older C files keep in their first comment: a file name, a date and a login; also
    /// a keyword a project names after itself (`$OpenBSD: args.c,v 1.6 … nicm Exp $`), known by its `,v` file.
    private static let versionControlKeyword = try! NSRegularExpression(
        pattern: #"\$(?:Id|Header|Revision|Date|Author|Source|RCSfile|Locker|State|Name|Log)(?::[^$\n]*)?\$|\$[A-Z][A-Za-z]*:[^$\n]*,v [^$\n]*\$"#)
    /// An example's result after `#=>` or `// =>` (YARD's `@example` lines,
    /// `Faker::Books::Dune.character #=> "Leto Atreides"`; JavaScript docs' `// => 'abc'`):
    /// what the code returned, made-up names and filler, not prose.
    private static let exampleResult = try! NSRegularExpression(pattern: #"(?:#|//)[ \t]*=>[^\n]*"#)
    /// A test's expected output in a comment, as LLVM's FileCheck and its kin read it
    /// (`# CHECK: Test 1 pass`, `// CHECK-NEXT: …`, fish's `# CHECKERR: …`): what the
    /// program prints, misspelt on purpose as often as not, not prose.
    private static let expectedOutput = try! NSRegularExpression(pattern: #"(?<![#\w])(?:#|//|;|--)[ \t]*CHECK(?:ERR)?(?:-[A-Z]+)?:[^\n]*"#)
    private static let glob = try! NSRegularExpression(pattern: #"[\w./-]*(?:\*\.|/\*|\*/|\*\*)[\w./*{},-]*|(?<![\w/.])\.(?:[a-z][a-z0-9]{0,7}|[A-Za-z][\w-]{2,30})(?=[\s,;:?!)"'`\]]|\.(?:\s|$)|$)"#)

    /// A tool's name, a colon, a space and `ignore` (`-- stylua: ignore`, `stylua: ignore
    /// start`) counts only as the whole rest of its line: `Note: ignore the warning` is prose.
    private static let toolDirective = try! NSRegularExpression(pattern: #"(?:\b[a-z][a-z0-9_-]*:(?:disable|enable|ignore|next|this|previous|off|on)\b|\b[a-z][a-z0-9_-]*:[ \t]+(?:ignore|disable|enable)(?:[ \t-]+(?:start|end|next|line|file))*[ \t]*(?=\n|$)|\bvim?:(?:\s*set\s|\s*\w+=)|\b(?:noqa|nolint|nosec|NOLINT\w*|NOSONAR|pragma:\s*no\s*cover|type:\s*ignore|fmt:\s*(?:off|on|skip)|isort:\s*skip\w*|pylint:\s*\w+|mypy:\s*\w+|zizmor:\s*\w+|eslint-(?:disable|enable)(?:-next-line|-line)?|noinspection|prettier-ignore|istanbul\s+ignore|c8\s+ignore|shellcheck\s+(?:disable|source))\b|@ts-(?:ignore|expect-error|nocheck)\b|\bIWYU\s+pragma:|(?:/\*|//)\s*(?:eslint|jshint|jslint|globals?)\s)[^\n]*"#)
    /// An address written out against harvesting (`antirez at gmail dot com`,
    /// `michael dot grunder at gmail dot com`, `jane [at] example [dot] org`, `bdmiller at
    /// yahoo dash inc dot com`, and with
    /// a capital AT before a host name: `mperham AT gmail.com`).
    private static let spelledAddress = try! NSRegularExpression(pattern:
        #"\b[\w+-]+(?:\s+(?:dot|\[dot\]|\(dot\))\s+[\w+-]+)*\s+(?:at|\[at\]|\(at\))\s+[\w-]+(?:\s+(?:dot|dash|\[dot\]|\(dot\))\s+[\w-]+)+"#
            + #"|\b[\w.+-]+\s+(?:AT|\[AT\]|\(AT\))\s+[\w-]+(?:\.[\w-]+)+"#)

    /// The ranges to leave alone: a directive's name and its `::`, a whole session
    /// line, each role, a tool's directive to the end of its line, a template tag or
    /// heading anchor, and the code in prose above. Each expression runs only on the
    /// lines that hold what it needs (`LineUnits`): a regular expression costs
    /// microseconds a line, a look at the units nanoseconds (issue #27).
    /// `prefiltered` is off only in tests, to compare the look at the units with the
    /// expressions alone.
    /// `isMarkup`: the document is Markdown or reST, whose `*` marks emphasis.
    /// `readsVimOptions`: the document is plain text, where Vim's help quotes options.
    static func ranges(in document: TextDocument, lines: Set<Int>? = nil, isMarkup: Bool = false, readsVimOptions: Bool = false,
                       prefiltered: Bool = true) -> [TextRange] {
        LineScan.ranges(in: document, only: lines, mayHold: { units in
            !prefiltered || units.contains(where: mayStartMarkup)
        }) { text, whole, units in
            let line = LineUnits(units)
            if !prefiltered || line.contains(">>>") || line.startsWith("...") || line.contains("prop>"), session.firstMatch(in: text, range: whole) != nil { return [whole] }
            if !prefiltered || LoremIpsum.mayFill(line), LoremIpsum.fills((text as NSString).substring(with: whole)) { return [whole] }
            var found: [NSRange] = []
            if !prefiltered || line.startsWith("..") && line.contains("::"), let match = directive.firstMatch(in: text, range: whole) { found.append(match.range) }
            for (expression, mayMatch) in expressions where !prefiltered || mayMatch(line) {
                found += expression.matches(in: text, range: whole).map(\.range)
            }
            if !prefiltered || line.contains("<") && line.contains("=") {
                found += htmlTag.matches(in: text, range: whole).flatMap { withoutReadableValues($0.range, in: text) }
            }
            if !isMarkup && (!prefiltered || line.contains("*")) { found += vimTag.matches(in: text, range: whole).map(\.range) }
            if readsVimOptions && (!prefiltered || line.contains("'")) { found += vimOption.matches(in: text, range: whole).map(\.range) }
            if isMarkup && (!prefiltered || line.contains("][")) { found += referenceLabel.matches(in: text, range: whole).map(\.range) }
            return found
        }
    }

    /// `tag` (an HTML tag's range in `text`) but for the values of its attributes people
    /// read (`readableValue`).
    private static func withoutReadableValues(_ tag: NSRange, in text: String) -> [NSRange] {
        var pieces: [NSRange] = []
        var start = tag.location
        for match in readableValue.matches(in: text, range: tag) {
            let value = match.range(at: 1).location != NSNotFound ? match.range(at: 1) : match.range(at: 2)
            pieces.append(NSRange(location: start, length: value.location - start))
            start = value.location + value.length
        }
        pieces.append(NSRange(location: start, length: tag.location + tag.length - start))
        return pieces.filter { $0.length > 0 }
    }

    /// Each expression with what a line needs for it to match (never less than that).
    private static let expressions: [(NSRegularExpression, @Sendable (LineUnits) -> Bool)] = [
        (role, { $0.contains(":`") }),
        (mkdocstrings, { $0.startsWith(":::") }),
        (callout, { $0.contains("- ") && $0.contains(":") }),
        (toolDirective, { line in directiveWords.contains { line.contains($0) } }),
        (templateTag, { $0.contains("{") }),
        (spelledAddress, { $0.contains(" dot ") || $0.contains("[dot]") || $0.contains("(dot)") || $0.contains("AT") }),
        (codeSpan, { $0.contains("`") }),
        (fieldList, { $0.startsWith(":") }),
        (directiveOption, { $0.startsWith(":") }),
        (numpydocParameter, { $0.contains(" :") }),
        (luaAnnotation, { $0.contains("---@") || $0.contains("--- @") }),
        (haddockCode, { $0.units.count { $0 == 0x40 } >= 2 }),
        (docTagValue, { $0.contains("@") }),
        (assignedCall, { $0.contains("=") && $0.contains("(") }),
        (buildConstraint, { $0.contains("go:") || $0.contains("+build") }),
        (roffMacroLine, { $0.units.first == 0x2E || $0.units.first == 0x27 }),
        (roffEscape, { $0.contains("\\") }),
        (vimHelp, { line in line.units.contains(0x7C) || line.hasLetter(after: 0x3A) || line.hasLetter(after: 0x3C) }),
        (defaultValue, { $0.startsWith("Default:") }),
        (keyChord, { line in
            // A key's name ends in one of these letters (`ctrl`, `alt`, `option`, `cmd`, `meta`, `super`), or is C, M or S.
            line.units.indices.dropFirst().contains { (line.units[$0] == 0x2D || line.units[$0] == 0x2B) && "ltndarLTNDARCMS".utf16.contains(line.units[$0 - 1]) }
        }),
        (shellVariable, { $0.contains("$") }),
        (versionControlKeyword, { $0.contains("$") }),
        (qualifiedName, { $0.contains("::") }),
        (glob, { line in line.contains("*") || line.hasDotBeforeLetter }),
        (exampleResult, { $0.contains("=>") }),
        (expectedOutput, { $0.contains("CHECK") }),
    ]

    /// What each alternative of `toolDirective` holds: a line without any of these is no directive.
    private static let directiveWords: [StaticString] = [
        "disable", "enable", "ignore", ":next", ":this", ":previous", ":off", ":on", "vi:", "vim:", "noqa", "nolint", "nosec", "NOLINT",
        "NOSONAR", "pragma:", "fmt:", "isort:", "pylint:", "mypy:", "zizmor:", "eslint", "noinspection", "istanbul", "c8", "shellcheck",
        "@ts-", "IWYU", "jshint", "jslint", "global",
    ]

    /// The characters one of the expressions needs: a line without any is not matched.
    /// Tools' words count too (`n` of `nolint`, `nosec`, `noinspection`; `i` of
    /// `istanbul`; `c` of `c8`; `s` of `shellcheck`): `# noinspection PyTypeChecker`
    /// holds no other. `=` for an assigned call.
    private static func mayStartMarkup(_ unit: UInt16) -> Bool {
        switch unit {
        case 0x2E, 0x3E, 0x3A, 0x2D, 0x40, 0x71, 0x4E, 0x7B, 0x5C, 0x2A, 0x7C, 0x27, 0x3C, 0x2B, 0x24, 0x2F, 0x60, 0x64, 0x5B,
             0x6E, 0x69, 0x63, 0x73, 0x3D: true
        default: false
        }
    }
}
