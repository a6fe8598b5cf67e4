import Foundation
import XCTest

/// Random and mutated input through the real executable: every Markdown file is either
/// checked or reported by name, every session script runs or stops with a message, and
/// nothing crashes or hangs. The seed is printed; INKSTONE_FUZZ_SEED replays a run.
final class FuzzTests: XCTestCase {
    /// Far above any input's real cost: a run that needs it has hung.
    static let budget: TimeInterval = ProcessInfo.processInfo.environment["INKSTONE_FUZZ_BUDGET"].flatMap(TimeInterval.init) ?? 120
    static let seed = ProcessInfo.processInfo.environment["INKSTONE_FUZZ_SEED"].flatMap(UInt64.init) ?? 12

    private func folder() throws -> String {
        let path = NSTemporaryDirectory() + "inkstone-fuzz-\(UUID().uuidString)"
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(atPath: path) }
        return path
    }

    func testRandomAndMutatedMarkdownIsCheckedOrReportedWithoutACrashOrAHang() throws {
        var random = SplitMix(seed: Self.seed)
        print("FuzzTests: seed \(Self.seed)")
        let root = try folder()
        let sample = try String(contentsOfFile: Self.packageRoot + "/fixtures/regions/markdown/sample.md", encoding: .utf8)
        var inputs: [(name: String, bytes: [UInt8])] = []
        for index in 0..<8 { inputs.append(("nested\(index).md", Array(Self.nested(&random).utf8))) }
        for index in 0..<8 { inputs.append(("links\(index).md", Array(Self.linkChain(&random).utf8))) }
        for index in 0..<10 { inputs.append(("run\(index).md", Array(Self.longRun(&random).utf8))) }
        for index in 0..<12 { inputs.append(("mutated\(index).md", Self.mutated(Array(sample.utf8), &random))) }
        for index in 0..<2 { inputs.append(("bytes\(index).md", (0..<Int.random(in: 1...4000, using: &random)).map { _ in UInt8.random(in: 0...255, using: &random) })) }
        for input in inputs {
            FileManager.default.createFile(atPath: root + "/" + input.name, contents: Data(input.bytes))
            let result = try CommandRunner.runProgram(CommandRunner.executable.path, ["check", "--no-cache", input.name], in: root,
                                                      timeout: Self.budget)
            var context = "seed \(Self.seed), \(input.name) (\(input.bytes.count) bytes)"
            if result.timedOut || !(0...2).contains(result.status) { context += ", kept as " + Self.keep(root + "/" + input.name) }
            XCTAssertFalse(result.timedOut, "\(context): no answer within \(Int(Self.budget)) s")
            XCTAssertTrue((0...2).contains(result.status), "\(context): status \(result.status)\n\(result.stderr.prefix(500))")
            if result.status == 2 { XCTAssertTrue(result.stderr.contains(input.name), "\(context): not named in \(result.stderr)") }
            for sign in ["Fatal error", "crashed", "Assertion"] { XCTAssertFalse(result.stderr.contains(sign), "\(context): \(result.stderr.prefix(500))") }
        }
    }

    func testRandomSessionScriptsRunOrStopWithAMessage() throws {
        var random = SplitMix(seed: Self.seed &+ 1)
        let root = try folder()
        for index in 0..<25 {
            let script = Self.randomScript(&random)
            let name = "s\(index).jsonl"
            FileManager.default.createFile(atPath: root + "/" + name, contents: Data(script.utf8))
            let result = try CommandRunner.runProgram(CommandRunner.executable.path, ["run", name], in: root, timeout: Self.budget)
            let context = "seed \(Self.seed), script \(index):\n\(script)"
            XCTAssertFalse(result.timedOut, context)
            XCTAssertTrue((0...2).contains(result.status), "\(context)\nstatus \(result.status): \(result.stderr.prefix(500))")
            if result.status == 2 { XCTAssertTrue(result.stderr.contains(name + ":"), "\(context)\n\(result.stderr)") }
            for sign in ["Fatal error", "crashed", "Assertion"] { XCTAssertFalse(result.stderr.contains(sign), "\(context)\n\(result.stderr.prefix(500))") }
        }
    }

    /// A rewrite command's output, whatever it is — random bytes, control characters,
    /// far too much, nothing, never ending — leaves the file as it was or changes only
    /// its prose, and the run ends with a status and a message.
    func testRandomRewriteOutputsNeverBreakTheFileOrTheRun() throws {
        var random = SplitMix(seed: Self.seed &+ 2)
        let root = try folder()
        let text = "# Title `code`\n\nSome plain text here.\n"
        let commands = ["yes 'All plain words.'", "head -c 300000 /dev/zero", "cat /dev/urandom", "sleep 30",
                        "printf 'Some \\033[1mbold\\033[0m text.'", "printf ''", "exit 3", "cat; cat /dev/zero"]
        for index in 0..<10 {
            let command: String
            if index < commands.count {
                command = commands[index]
            } else {
                let bytes = (0..<Int.random(in: 1...200, using: &random)).map { _ in UInt8.random(in: 0...255, using: &random) }
                command = "printf '" + bytes.map { "\\" + String($0, radix: 8) }.joined() + "'"
            }
            FileManager.default.createFile(atPath: root + "/r.md", contents: Data(text.utf8))
            let result = try CommandRunner.runProgram(CommandRunner.executable.path,
                                                      ["rewrite", "r.md", "--write", "--timeout", "2", "--command", command],
                                                      in: root, timeout: Self.budget)
            let context = "seed \(Self.seed), command \(command.prefix(80))"
            XCTAssertFalse(result.timedOut, context)
            XCTAssertTrue((0...2).contains(result.status), "\(context): status \(result.status)\n\(result.stderr.prefix(300))")
            let after = String(decoding: FileManager.default.contents(atPath: root + "/r.md") ?? Data(), as: UTF8.self)
            XCTAssertTrue(after.hasPrefix("# Title `code`\n"), "\(context): the heading's code was changed: \(after.prefix(200))")
            XCTAssertFalse(after.unicodeScalars.contains { $0.properties.generalCategory == .control && $0 != "\n" }, context)
        }
    }

    /// A copy of a failing input that outlives the test, to reproduce it by hand.
    private static func keep(_ path: String) -> String {
        let folder = NSTemporaryDirectory() + "inkstone-fuzz-failures"
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        let copy = folder + "/" + (path as NSString).lastPathComponent
        try? FileManager.default.removeItem(atPath: copy)
        try? FileManager.default.copyItem(atPath: path, toPath: copy)
        return copy
    }

    // MARK: Generators

    private static let words = ["speling", "the", "word", "`code`", "https://example.com/a", "😀", "é", "**bold**", "_it_", "[link](x)", "\\*"]

    private static func nested(_ random: inout SplitMix) -> String {
        let markers = ["> ", "- ", "* ", "1. ", "  ", ">", "+ ", "   - "]
        var text = ""
        for _ in 0..<Int.random(in: 1...4, using: &random) {
            let depth = Int.random(in: 50...400, using: &random)
            text += (0..<depth).map { _ in markers.randomElement(using: &random)! }.joined() + words.randomElement(using: &random)! + "\n"
            if Bool.random(using: &random) { text += "\n" }
        }
        return text
    }

    private static func linkChain(_ random: inout SplitMix) -> String {
        let count = Int.random(in: 100...60_000, using: &random)
        let opener = ["[a](", "![a](", "[", "(", "[a][", "<", "*[", "`["].randomElement(using: &random)!
        let closer = [")", "]", ")]", "", ">"].randomElement(using: &random)!
        return String(repeating: opener, count: count) + "x speling" + String(repeating: closer, count: count) + "\n"
    }

    private static func longRun(_ random: inout SplitMix) -> String {
        let unit = ["*", "_", "`", "[", "]", "(", ")", "<", ">", "#", "|", "-", "=", "~", "!", "\\", "_a ", "*a ", "a", " ", "\n", "> ", "- "]
            .randomElement(using: &random)!
        let count = Int.random(in: 1000...(unit.count > 1 ? 30_000 : 80_000), using: &random)
        let run = String(repeating: unit, count: count)
        return Bool.random(using: &random) ? run + " speling " + run + "\n" : "A speling.\n\n" + run
    }

    private static func mutated(_ bytes: [UInt8], _ random: inout SplitMix) -> [UInt8] {
        var bytes = bytes
        let pieces: [[UInt8]] = ["```", "\n", "> ", "- ", "[", "](", "<!--", "-->", "---\n", "|", "*", "_", "\\", "\r\n", "\u{1F600}", "\t"].map { Array($0.utf8) }
        for _ in 0..<Int.random(in: 1...60, using: &random) {
            let at = Int.random(in: 0...bytes.count, using: &random)
            switch Int.random(in: 0..<5, using: &random) {
            case 0: bytes.insert(contentsOf: pieces.randomElement(using: &random)!, at: at)
            case 1 where at < bytes.count: bytes.removeSubrange(at..<min(bytes.count, at + Int.random(in: 1...40, using: &random)))
            case 2 where at < bytes.count: bytes[at] = UInt8.random(in: 0x20...0x7E, using: &random)
            case 3 where at < bytes.count:
                let end = min(bytes.count, at + Int.random(in: 1...400, using: &random))
                bytes.insert(contentsOf: Array(bytes[at..<end]), at: Int.random(in: 0...bytes.count, using: &random))
            default: bytes.insert(UInt8.random(in: 0x80...0xFF, using: &random), at: at)  // invalid UTF-8 now and then
            }
        }
        return bytes
    }

    private static func randomScript(_ random: inout SplitMix) -> String {
        let texts = ["hello", "a\\r\\nb", "😀x😀", "", "`code` and prose", "line\\n\\nline", "\u{301}é", "\\\"quoted\\\""]
        let numbers = ["0", "1", "2", "5", "-1", "9223372036854775807", "-9223372036854775808", "3", "100"]
        var lines = ["{\"op\":\"load\",\"text\":\"\(texts.randomElement(using: &random)!) \(texts.randomElement(using: &random)!)\","
            + "\"language\":\"\(["markdown", "plain", "python"].randomElement(using: &random)!)\"}"]
        for _ in 0..<Int.random(in: 5...30, using: &random) {
            let (a, b, c) = (numbers.randomElement(using: &random)!, numbers.randomElement(using: &random)!, numbers.randomElement(using: &random)!)
            let text = texts.randomElement(using: &random)!
            let ops = [
                "{\"op\":\"select\",\"range\":[\(a),\(b)]}", "{\"op\":\"delete\",\"range\":[\(a),\(b)]}",
                "{\"op\":\"replace\",\"range\":[\(a),\(b)],\"text\":\"\(text)\"}", "{\"op\":\"insert\",\"at\":\(a),\"text\":\"\(text)\"}",
                "{\"op\":\"type\",\"text\":\"\(text)\"}", "{\"op\":\"backspace\"}", "{\"op\":\"undo\"}", "{\"op\":\"redo\"}",
                "{\"op\":\"newline\"}", "{\"op\":\"begin\",\"tool\":\"\(Bool.random(using: &random) ? "proofread" : "rewrite")\"}",
                "{\"op\":\"contexts\"}", "{\"op\":\"stop\"}",
                "{\"op\":\"suggest\",\"context\":\(c),\"range\":[\(a),\(b)],\"text\":\"\(text)\"}",
                "{\"op\":\"rewrite\",\"context\":\(c),\"text\":\"\(text)\"}", "{\"op\":\"exclusions\",\"ranges\":[[\(a),\(b)]]}",
                "{\"op\":\"exclusions\",\"provider\":\"syntax\"}", "{\"op\":\"reject\",\"suggestion\":\(c)}",
                "{\"op\":\"preview\",\"suggestion\":\(c)}", "{\"op\":\"moveLines\",\"direction\":\"up\"}",
                "{\"op\":\"compose\",\"text\":\"\(text)\"}", "{\"op\":\"setText\",\"text\":\"\(text)\"}",
                "{\"op\":\"replaceAll\",\"find\":\"l\",\"with\":\"\(text)\"}",
            ]
            lines.append(ops.randomElement(using: &random)!)
        }
        return lines.joined(separator: Bool.random(using: &random) ? "\n" : "\r\n") + "\n"
    }

    private static var packageRoot: String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
    }
}

/// SplitMix64, as InkstoneText's SeededRandom: reproducible from a printed seed.
struct SplitMix: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}
