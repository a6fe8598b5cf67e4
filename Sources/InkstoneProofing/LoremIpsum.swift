import Foundation

/// The typesetters' placeholder text (`Lorem ipsum dolor sit amet, consectetur
/// adipiscing elit, sed do eiusmod tempor …`), with which examples and fixtures fill a
/// field: scrambled Latin from Cicero, not prose to check (pry's `opt.banner` example
/// was six findings of its first look, issue #26 round O). A line is such text when it
/// holds three of its words that English has not (`in`, `do`, `sit` do not count).
enum LoremIpsum {
    static let words: Set<String> = [
        "lorem", "ipsum", "dolor", "amet", "consectetur", "consectetuer", "adipiscing", "adipisicing", "elit", "eiusmod",
        "tempor", "incididunt", "ut", "labore", "dolore", "aliqua", "aliquam", "enim", "minim", "veniam", "quis", "nostrud",
        "ullamco", "laboris", "nisi", "aliquip", "ea", "commodo", "consequat", "duis", "aute", "irure", "reprehenderit",
        "voluptate", "velit", "esse", "cillum", "eu", "fugiat", "nulla", "pariatur", "excepteur", "sint", "occaecat",
        "cupidatat", "proident", "culpa", "qui", "officia", "deserunt", "mollit", "anim", "laborum",
    ]

    /// The cheap look before the words are counted: each line of the standard passage,
    /// however it is wrapped, holds one of these (`dolor`, `ipsum`, `tempor`, `aliqua`,
    /// `laborum`, `enim`, `proident`, `culpa`, `officia`, `consequat`, `nostrud`).
    static func mayFill(_ line: LineUnits) -> Bool {
        line.contains("olor") || line.contains("ipsum") || line.contains("tempor") || line.contains("aliqu") || line.contains("labor")
            || line.contains("enim") || line.contains("proident") || line.contains("culpa") || line.contains("officia")
            || line.contains("consequat") || line.contains("nostrud")
    }

    /// Whether `line` holds three or more of the placeholder's words.
    static func fills(_ line: String) -> Bool {
        var count = 0
        for word in line.lowercased().split(whereSeparator: { !$0.isLetter }) where words.contains(String(word)) {
            count += 1
            if count >= 3 { return true }
        }
        return false
    }
}
