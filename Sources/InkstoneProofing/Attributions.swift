import Foundation
import InkstoneText

/// Where prose names people or parts rather than says something: the credit at the
/// end of a changelog entry (`- Fixed the parser. (Ben Noordhuis)`, `(thanks @octocat
/// and Jane Roe)`, `(Antoine du Hamel)`, `(isaacs) [#12](…)`), the component label
/// before a colon (`- **deps**: upgrade …`, `* crypto: …`), `@handles` anywhere, a
/// link's words that its address spells (`LinkNames`), a line, a wrapped paragraph or
/// a sorted list of people (`NameLists`), a person before their address (`kzhang
/// <godky@users.noreply.github.com>`), the author in a file header
/// (`//  Created by yeatse on 2024/1/9.`), a task's owner (`TODO: lukes - …`) and a
/// copyright notice's holder.
/// Spelling is not checked there: names are not misspellings, and no dictionary
/// holds them all.
enum Attributions {
    /// A list item's trailing parentheses holding only names (capitalised words or
    /// `@handles`, joined by commas, `and` or `&`, after an optional pull request's
    /// number and `by`/`thanks to`),
    /// then at most links and punctuation to the end of the line.
    private static let credit = try! NSRegularExpression(pattern:
        #"\((?:#\d+(?:\s*,\s*|\s+))*(?:(?:(?:patch|reported|suggested|fixed|contributed)\s+)?by\s+|thanks(?:\s+to)?\s+|via\s+)?"#
        + #"(?:[\p{Lu}@][\p{L}\p{M}\d'’.\-]*)(?:(?:\s+|\s*,\s*|\s+and\s+|\s*&\s*)(?:\#(particles)\s+)*(?:[\p{Lu}@][\p{L}\p{M}\d'’.\-]*))*\)"#
        + #"(?=[\s.,;:]*(?:\[[^\]]*\](?:\([^)]*\))?[\s.,;:]*)*$)"#)
    /// Lowercase words inside names (`Antoine du Hamel`, `Guido van Rossum`).
    private static let particles = "(?:du|de|da|di|del|della|der|den|van|von|la|le|bin|al|dos|das|ter|ten)"
    /// Handles alone in the parentheses that end an entry, as changelogs credit
    /// (`(isaacs)`, `(isaacs) [#37916](…)`, `(hinrik, bensie)`), perhaps after the pull
    /// requests' numbers (`(#1701, lnenad, iambenkay)`, `(#1771,#1775 aldas,GeoffreyFrogeye)`:
    /// echo's changelog) or a commit's hash (`(d96457e1 kenping)`: libevent's), or after
    /// thanks (pry's `(thanks swarley)`, `(thanks cirwin!)`, `(kudos to fowl)`; uthash's
    /// `(thanks, degski!)`, `(thanks again degski!)`); a name may have its `@handle`
    /// after it (toml11's `(by amatej @kontura)`), or linked (date-fns's `(thanks to
    /// tonypai [@tpai](https://github.com/tpai))`).
    private static let handleCredit = try! NSRegularExpression(pattern:
        #"\((?:#\d+(?:\s*,\s*|\s+))*(?:[0-9a-f]{7,12}\s+)?(?:thanks(?:\s+again)?(?:\s+to)?,?\s+|kudos\s+to\s+|by\s+)?"#
        + #"[A-Za-z0-9][A-Za-z0-9-]{1,38}(?:\s+(?:@[A-Za-z0-9][A-Za-z0-9_-]{0,38}|\[@[A-Za-z0-9][A-Za-z0-9_-]{0,38}\]\([^)\s]*\)))?"#
        + #"(?:(?:\s*,\s*|\s+and\s+|\s*&\s*)[A-Za-z0-9][A-Za-z0-9-]{1,38}(?:\s+(?:@[A-Za-z0-9][A-Za-z0-9_-]{0,38}|\[@[A-Za-z0-9][A-Za-z0-9_-]{0,38}\]\([^)\s]*\)))?)*!?\)"#
        + #"(?=[\s.,;:]*(?:\[[^\]]*\](?:\([^)]*\))?[\s.,;:]*)*$)"#)
    /// One name in a credit: a handle (`rennex`, `@octocat`, `jane.doe`) or a person's
    /// name of up to four capitalised words, with the particles names have inside.
    private static let creditName = #"@?[\p{L}][\p{L}\p{M}\d_.'’-]*(?:[ \t]+(?:\#(particles)[ \t]+)*[\p{Lu}][\p{L}\p{M}'’.-]*){0,3}"#
    /// Names joined by commas, `and` or `&` (`a, b, and c`).
    private static let creditNames = creditName + #"(?:[ \t]*(?:,[ \t]*(?:and[ \t]+)?|&[ \t]*|[ \t]and[ \t]+)"# + creditName + ")*"
    /// What ends a credit: the line's end, perhaps after a full stop, `!` or links.
    private static let creditEnd = #"(?=[ \t]*[.!]?[ \t]*(?:\[[^\]]*\](?:\([^)]*\))?[\s.,;:]*)*$)"#
    /// Thanks and authorship at an entry's end (issue #50: a quarter of the labelled
    /// noise was names in credits): `Thanks to sullis.`, `(thanks to jdoe, Evan M, and
    /// qzhang)`, `… [#889](…) by rennex.`, `Reported by Jane Roe and kzx.` — the names up to
    /// the line's end. A bare `by` only after an issue's number or a link: `reused by
    /// defajlt.` is a typo.
    private static let thanks = try! NSRegularExpression(pattern:
        #"(?i:\b(?:thanks|thank[ \t]+you|kudos|props|credits?)(?:[ \t]+(?:again|also))?(?:[ \t]+to)?"#
        + #"|\b(?:contributed|reported|suggested|fixed|patched|written|implemented|added|submitted|requested|proposed|found|noticed)[ \t]+by"#
        + #"|\bpatch(?:es)?[ \t]+(?:by|from)|(?<=[)\]][ \t]|#\d{1,7}[ \t])by)[,:]?[ \t]+("# + creditNames + ")"
        + #"\)?"# + creditEnd)
    /// A credit in parentheses that a line break splits: its opening at a line's end
    /// (`(Jane Roe,`) or its closing at a line's start (`  kzx, and Jane Roe)`).
    static let splitCredit = try! NSRegularExpression(pattern:
        #"\((?:(?:thanks|by)[ \t]+(?:to[ \t]+)?)?[\p{Lu}@][\p{L}\p{M}'’.-]*(?:[ \t]+(?:\#(particles)[ \t]+)*[\p{Lu}][\p{L}\p{M}'’.-]*){0,3},?[ \t]*$"#
        + #"|^[ \t]*(?:and[ \t]+)?"# + creditNames + #"\)[ \t.]*$"#)
    /// Parentheses ending an entry that list two people or more, handles and names mixed
    /// (`(jdoe, Jane Roe)`); not a list of examples (`(e.g. Content-Type, Content-Length)`).
    static let mixedCredit = try! NSRegularExpression(pattern:
        #"\((?!(?:e\.g|i\.e|eg|ie|cf)\b)"# + creditName + #"(?:[ \t]*(?:,[ \t]*(?:and[ \t]+)?|&[ \t]*|[ \t]and[ \t]+)"# + creditName + ")+" + #"\)"# + creditEnd)
    /// A list of contributors, each item a person's name and their handle in parentheses
    /// (toml11's README: `- Pino Toscano (@pinotree)`, `- Petr Beneš (@wbenny)`): the name.
    private static let namedHandle = try! NSRegularExpression(pattern:
        #"(?<=^\s{0,8}[-*+•]\s{1,4})[\p{L}\p{M}][\p{L}\p{M}'’.\-]*(?:[ \t]+[\p{L}\p{M}][\p{L}\p{M}'’.\-]*){0,3}"#
        + #"(?=[ \t]*\(@[A-Za-z0-9][A-Za-z0-9_-]{0,38}\)[ \t]*$)"#)
    /// The component an entry is about, before a colon: in bold (`- **deps**: upgrade …`,
    /// `- [abc123] - **tools,doc**: …`) or as the entry's first, lowercase words
    /// (`* crypto: update …`, `* uv, dns: …`).
    private static let label = try! NSRegularExpression(pattern:
        #"(?<=\s|^)\*\*[\w ,./-]{1,40}\*\*(?=:)|(?<=^\s{0,8}(?:[-*+•]|\d{1,3}[.)])\s{1,4})[a-z][\w./-]*(?:,\s*[a-z][\w./-]*)*(?=:\s)"#)
    /// A list item's first line (libevent's ChangeLog bullets an entry with an indented
    /// `o`), or a line of it that is only a credit in parentheses (htop's `* Improved
    /// code for constructing process tree` then `  (thanks to wangqr)`).
    static let listItem = try! NSRegularExpression(pattern: #"^\s*(?:[-*+•]|\d+[.)])\s|^\s+o\s|^\s+\("#)
    /// A handle in parentheses right after an issue's or pull request's number, its
    /// author (dotenv's `// From #1010 (homanp) — hand-written …`).
    private static let numberedHandle = try! NSRegularExpression(pattern: #"(?<=#\d{1,7} )\([A-Za-z0-9][A-Za-z0-9-]{1,38}\)"#)
    /// The holder a copyright notice names after its years (`Copyright © 2017 kzaher.
    /// All rights reserved.`, `(C) 2017,2020 ryenus`): people and companies, up to the
    /// notice's end, an address or the line's end; a full stop after an initial goes on
    /// with the name (`2018 G.J.R. Timmer <…>`: go-sqlite3's 22 files).
    private static let copyrightHolder = try! NSRegularExpression(pattern:
        #"(?:\b[Cc]opyright\b|\([Cc]\)|©)(?:\s*(?:\([Cc]\)|©))*[\s,]*\d{4}(?:\s*[-–,]\s*\d{2,4})*[\s,]*(?:by\s+)?"#
        + #"([^\s<>(][^<>\n]{0,79}?)(?=[.,;]?\s*(?:[Aa]ll [Rr]ights [Rr]eserved|<|\(|\*/|$)|(?<!\b\p{Lu})\.\s)"#)
    /// The quoted strings after a manifest's key for its people (ex_doc's mix.exs:
    /// `maintainers: ["José Valim", "Milton Mazzarri"]`; pyproject's `authors = [{ name =
    /// "Markus Siemens", … }]`; package.json's `"author": "…"`), on the key's line.
    private static let peopleKey = try! NSRegularExpression(pattern:
        #"(?<=\b(?:authors?|maintainers?|contributors?)["']?[ \t]{0,4}[:=][^\n]{0,200}?)"[^"\n]{1,80}""#)
    /// A person's entry written with their address on one line, below the key that
    /// names them (pyproject's `authors = [` then `{ name = "Bjorn Neergaard", email =
    /// "…" }`, package.json's `{ "name": "…", "email": "…" }`): the `name`'s value.
    private static let namedWithEmail = try! NSRegularExpression(pattern:
        #"(?<=\bname["']?[ \t]{0,4}[:=][ \t]{0,4})"[^"\n]{1,80}"(?=[^\n]{0,40}\bemail\b)"#)
    /// Xcode's file header names its author before a date; Javadoc's, JSDoc's and
    /// PHPDoc's `@author` tag before the end of its line (picocli's `@author remkop, madfoal`).
    private static let author = try! NSRegularExpression(pattern: #"(?<=\bCreated by )[^\n]{1,60}?(?= on \d)|(?<=@author[ \t])[^\n*]{1,80}"#)
    /// A field or trailer named for who did something (kombu's reST `:release-by: Tomer
    /// Nosrati`, git's `Signed-off-by:`, `Co-authored-by:`): the rest of its line.
    /// Not a docstring's `sort_by:` or `order_by:` parameter, whose description is prose.
    private static let byField = try! NSRegularExpression(pattern: #"(?:(?<![\w:]):[a-z][a-z-]{0,30}-by:|(?<![\w-])[A-Z][a-z]+(?:-[a-z]+)*-[Bb]y:)[ \t]{1,4}([^\n]{1,80})"#)
    /// Three spaces in a row after the line's indentation and comment markers: the gap
    /// between two cells of a grid (`NameLists.gridRange`).
    private static func hasGap(_ units: [UInt16]) -> Bool {
        var index = 0
        while index < units.count, [0x20, 0x09, 0x2F, 0x2A, 0x23, 0x2D].contains(units[index]) { index += 1 }
        var spaces = 0
        while index < units.count {
            spaces = units[index] == 0x20 ? spaces + 1 : 0
            if spaces == 3 { return true }
            index += 1
        }
        return false
    }

    /// A task comment's owner before a dash (guice's `// TODO: lukes - are we passing
    /// the right dependency here?`): a user name, as in `TODO(lukes):`.
    private static let taskOwner = try! NSRegularExpression(pattern:
        #"(?<=\b(?:TODO|FIXME|XXX|HACK)(?:\([^)\n]{0,40}\))?:?[ \t]{1,4})[a-z][a-z0-9_.-]{1,30}(?=[ \t]+[-–][ \t])"#)

    /// `@octocat`, and `github:octocat` as credits in code comments write a handle;
    /// other forges' handles may hold dots (`@mark.knol`), not at their end.
    private static let handle = try! NSRegularExpression(pattern: #"(?<![\w.@])@[A-Za-z0-9][A-Za-z0-9_-]{0,38}(?:\.[A-Za-z0-9][A-Za-z0-9_-]*)*\b|\bgithub:[A-Za-z0-9][A-Za-z0-9-]{0,38}\b"#)
    /// The fork and branch a pull request was merged from, as git writes it (`Merge pull
    /// request #24 from chrisn/strict`): a handle and a branch's name.
    /// Puma's changelog links the number (`Merge pull request [#743] from matthewd/…`).
    private static let mergedBranch = try! NSRegularExpression(pattern: #"(?<=\bpull request \[?#\d{1,7}\]? from )[\w.-]+/[\w./-]+"#)
    /// A file header's `Author:`, `Maintainer:` or `Credit` line, in a comment or not (lualine's
    /// `-- Author: lokesh-krishna`, `-- Credit itchyny, jackno (lightline)`, Vim plug-ins'
    /// `" Maintainer: Jane Roe`): the rest of the line.
    private static let headerAuthor = try! NSRegularExpression(pattern:
        #"(?<=^[ \t]{0,12}(?:--|#|//|/?\*{1,2}|;{1,3}|"|%)?[ \t]{0,4}(?:(?:Authors?|AUTHORS?|Maintainers?|MAINTAINERS?)[ \t]{0,4}:|Credits?[ \t]{0,4}:?)[ \t]{0,8})[^\s][^\n]{0,79}"#)
    /// A person named with their address, as git writes an author and changelog tools
    /// copy it (`(call me saisai <<1457358080@qq.com>>)`, `Jane Roe <jane@example.com>`,
    /// Sphinx's `.. codeauthor:: Markus Siemens <markus@…>`): the words before the
    /// address, up to six, after a `(`, `by`, a directive's `::` or a line's start, and the address.
    private static let addressed = try! NSRegularExpression(pattern:
        #"(?<=\(|\bby[ \t]|::[ \t]|^[ \t]{0,8}|^[ \t]{0,8}[-*+•][ \t]{1,4})(?:[\p{L}\p{M}\d'’.\-]+[ \t]+){0,5}[\p{L}\p{M}\d'’.\-]+[ \t]*<<?[^<>\s@]+@[^<>\s]+>>?"#)

    /// The ranges of credits, labels, handles and names in `document`, read line by line
    /// (`mayHold` lets most lines go unmatched); a list of names is read with the lines
    /// around it.
    /// `listVerdicts` keeps what was found of wrapped lists of names for later calls on the same revision.
    static func ranges(in document: TextDocument, lines: Set<Int>? = nil, listVerdicts: NameListVerdicts = NameListVerdicts()) -> [TextRange] {
        let wanted = lines ?? Set(0..<document.lines.count)
        let listed = NameLists.listedNames(in: document, lines: wanted)
            + NameLists.wrappedNames(in: document, lines: wanted, verdicts: listVerdicts)
        return listed + LineScan.ranges(in: document, only: lines, mayHold: mayHold) { text, whole, units in
            let line = LineUnits(units)
            var found: [NSRange] = []
            if units.contains(0x5B) && units.contains(0x5D) { found += LinkNames.ranges(in: text, whole: whole) }
            if units.count { $0 == 0x2C } >= 4, let list = NameLists.range(in: text) { found.append(list) }
            if hasGap(units), let grid = NameLists.gridRange(in: text) { found.append(grid) }
            if line.contains("Created by ") || line.contains("@author") { found += author.matches(in: text, range: whole).map(\.range) }
            if isByField(line) { found += byField.matches(in: text, range: whole).map { $0.range(at: 1) } }
            if line.contains("uthor") || line.contains("aintainer") || line.contains("Credit") { found += headerAuthor.matches(in: text, range: whole).map(\.range) }
            if units.contains(0x22), text.range(of: #"(?i)author|maintainer|contributor"#, options: .regularExpression) != nil {
                found += peopleKey.matches(in: text, range: whole).map(\.range)
            }
            if units.contains(0x22) && line.contains("email") && line.contains("name") {
                found += namedWithEmail.matches(in: text, range: whole).map(\.range)
            }
            if line.contains("pull request #") || line.contains("pull request [#") {
                found += mergedBranch.matches(in: text, range: whole).map(\.range)
            }
            if line.contains("#") && line.contains("(") { found += numberedHandle.matches(in: text, range: whole).map(\.range) }
            if line.contains("opyright") || line.contains("(C)") || line.contains("(c)") || units.contains(0xA9) {
                found += copyrightHolder.matches(in: text, range: whole).map { $0.range(at: 1) }
            }
            if line.contains("hank") || line.contains(" by") || line.contains("udos") || line.contains("redit") || line.contains("rops") {
                found += thanks.matches(in: text, range: whole).map { $0.range(at: 1) }
            }
            if mayEndInSplitCredit(units) { found += splitCredit.matches(in: text, range: whole).map(\.range) }
            if line.contains("(") && line.contains(")") && (line.contains(",") || line.contains("&") || line.contains("and")) {
                found += mixedCredit.matches(in: text, range: whole).map(\.range)
            }
            if mayOpenListItem(units), listItem.firstMatch(in: text, range: whole) != nil {
                for expression in line.contains("(") ? [credit, handleCredit, namedHandle, label] : [label] {
                    found += expression.matches(in: text, range: whole).map(\.range)
                }
            }
            if isTask(units) { found += taskOwner.matches(in: text, range: whole).map(\.range) }
            if line.contains("@") || line.contains("github:") {
                found += handle.matches(in: text, range: whole).map(\.range)
                if line.contains("<") { found += addressed.matches(in: text, range: whole).map(\.range) }
            }
            return found
        }
    }

    /// What `splitCredit` needs: a `(` that no `)` closes after it (a credit opening at the
    /// line's end), or a `)` that ends the line but for spaces, tabs and full stops.
    static func mayEndInSplitCredit(_ units: [UInt16]) -> Bool {
        if let open = units.lastIndex(of: 0x28), !units[open...].contains(0x29) { return true }
        return units.last { $0 != 0x20 && $0 != 0x09 && $0 != 0x2E } == 0x29
    }

    /// What `listItem` needs: after the white space that starts the line, a bullet, a
    /// digit, an `o` or a `(` (or any other than ASCII: the expression's digits are
    /// Unicode's).
    static func mayOpenListItem(_ units: [UInt16]) -> Bool {
        guard let first = units.first(where: { !UTF16Text.isWhiteSpace($0) }) else { return false }
        return [0x2D, 0x2A, 0x2B, 0x6F, 0x28].contains(first) || (0x30...0x39).contains(first) || first >= 0x80
    }

    /// Lines with a `(`, `@`, `*`, `©`, a link's brackets, four commas, `github:`, three
    /// spaces in a row after the indentation, a "Created by", a "pull request #", a
    /// "Copyright", or a quote and an author's, maintainer's or contributor's key.
    private static func mayHold(_ units: [UInt16]) -> Bool {
        units.contains { $0 == 0x28 || $0 == 0x40 || $0 == 0x2A || $0 == 0x5B || $0 == 0xA9 } || units.count { $0 == 0x2C } >= 4
            || hasGap(units) || LineUnits(units).contains("github:")
            || units.contains(0x43) && UTF16Text.string(units).contains("Created by ")
            || units.contains(0x23) && LineUnits(units).contains("pull request #")
            || LineUnits(units).contains("opyright")
            || units.contains(0x22) && (LineUnits(units).contains("uthor") || LineUnits(units).contains("aintainer")
                                        || LineUnits(units).contains("ontributor"))
            || units.contains(0x3A) && (LineUnits(units).contains("uthor:") || LineUnits(units).contains("uthors:")
                                        || LineUnits(units).contains("aintainer:"))
            || units.contains(0x43) && LineUnits(units).contains("Credit")
            || units.contains(0x22) && LineUnits(units).contains("email")
            || units.contains(0x29) || LineUnits(units).contains("hank") || LineUnits(units).contains(" by")
            || isTask(units) || isByField(LineUnits(units))
    }

    private static func isByField(_ line: LineUnits) -> Bool {
        line.contains("-by:") || line.contains("-By:")
    }

    private static func isTask(_ units: [UInt16]) -> Bool {
        units.contains(0x2D) && (LineUnits(units).contains("TODO") || LineUnits(units).contains("FIXME")
                                 || LineUnits(units).contains("XXX") || LineUnits(units).contains("HACK"))
    }
}
