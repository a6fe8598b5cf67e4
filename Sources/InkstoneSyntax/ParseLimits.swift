/// How much work a parse may take before its tree is given up. The limits are counts
/// and CPU time, not wall-clock time, so that a file is parsed or refused the same way
/// on a busy machine as on an idle one.
public struct ParseLimits: Sendable, Equatable {
    /// How many UTF-16 units the parser may read, as a multiple of the text's length
    /// (at least `minimumReadUnits`). An ordinary parse reads its text one to three
    /// times; pathological text (a line of 60,000 `*`) makes the grammar's scanner
    /// re-read a line at every character.
    public var readFactor: Int
    public var minimumReadUnits: Int
    /// How deep the Markdown inline tree of one paragraph may nest (links within links
    /// within links…): tree-sitter's query engine takes time in proportion to the
    /// depth at each node.
    public var inlineDepth: Int
    /// How many inline markers (`*`, `_`, `~`, `!`, `<`, `` ` ``, brackets and
    /// parentheses) one Markdown paragraph may hold (`InlineMarkupScan`).
    public var inlineMarkers: Int
    /// CPU seconds one parse may use (of the thread that parses: not more when the
    /// machine is busy). Some texts make tree-sitter's GLR parser do quadratic work
    /// without re-reading anything (a paragraph of 30,000 `_a`).
    public var cpuSeconds: Double
    /// Wall-clock microseconds for one parse, for a host that must bound latency;
    /// 0 (the default) for none, so that results never depend on the machine's load.
    public var timeoutMicroseconds: UInt64

    public init(readFactor: Int = 64, minimumReadUnits: Int = 1 << 20, inlineDepth: Int = 256,
                inlineMarkers: Int = 8192, cpuSeconds: Double = 10, timeoutMicroseconds: UInt64 = 0) {
        self.readFactor = readFactor
        self.minimumReadUnits = minimumReadUnits
        self.inlineDepth = inlineDepth
        self.inlineMarkers = inlineMarkers
        self.cpuSeconds = cpuSeconds
        self.timeoutMicroseconds = timeoutMicroseconds
    }

    public static let standard = ParseLimits()

    /// The read budget for a text of `length` units.
    func readBudget(forLength length: Int) -> Int {
        let (product, overflow) = length.multipliedReportingOverflow(by: readFactor)
        return max(minimumReadUnits, overflow ? Int.max : product)
    }
}
