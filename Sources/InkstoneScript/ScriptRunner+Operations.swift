import Foundation
import InkstoneProofing
import InkstoneSessions
import InkstoneSyntax
import InkstoneText

extension ScriptRunner {
    func perform(_ step: ScriptStep) throws(ScriptError) {
        do {
            try dispatch(step)
        } catch let error as EditorError {
            recordError(error)
        } catch let error as ScriptError {
            throw error
        } catch {
            throw ScriptError(line: step.line, "\(error)")
        }
    }

    private func dispatch(_ step: ScriptStep) throws {
        guard let operation = Self.operations[step.op] else { throw ScriptError(line: step.line, "unknown op \"\(step.op)\"") }
        try operation.perform(self, step)
    }

    /// One operation of the script language: its name, the keys it takes besides "op",
    /// and what it does to the runner's editor.
    struct Operation: Sendable {
        let name: String
        let keys: Set<String>
        let perform: @Sendable (ScriptRunner, ScriptStep) throws -> Void

        init(_ name: String, _ keys: Set<String> = [], _ perform: @escaping @Sendable (ScriptRunner, ScriptStep) throws -> Void) {
            (self.name, self.keys, self.perform) = (name, keys, perform)
        }
    }

    /// Every operation, once: the parser takes its keys from here and the runner its
    /// actions (`expect` is read apart, by `check`).
    static let operations: [String: Operation] = Dictionary(uniqueKeysWithValues: [
        Operation("load", ["text", "file", "language"]) { try $0.load($1) },
        Operation("open", ["text", "file", "suppressPersistence"]) { try $0.load($1) },
        Operation("settings", ["behavior", "lineEnding", "characterPairs", "largeUpdateLimit", "viewport", "checking"]) { try $0.applySettings($1) },
        Operation("exclusions", ["provider", "ranges"]) { try $0.setExclusions($1) },
        Operation("select", ["range"]) { try $0.editor.select($0.range($1, "range")) },
        Operation("type", ["text"]) { try $0.editor.type($1.string("text")) },
        Operation("insert", ["at", "text"]) { try $0.editor.insert($1.string("text"), at: $0.offset($1, "at")) },
        Operation("delete", ["range"]) { try $0.editor.delete($0.range($1, "range")) },
        Operation("replace", ["range", "text"]) { try $0.editor.replace($0.range($1, "range"), with: $1.string("text")) },
        Operation("backspace") { runner, _ in try runner.editor.backspace() },
        Operation("newline") { runner, _ in try runner.editor.newline() },
        Operation("indent") { runner, _ in try runner.editor.indent() },
        Operation("outdent") { runner, _ in try runner.editor.outdent() },
        Operation("undo") { runner, _ in try runner.editor.undo() },
        Operation("redo") { runner, _ in try runner.editor.redo() },
        Operation("checkpoint") { runner, _ in runner.editor.checkpoint() },
        Operation("setText", ["text"]) { try $0.editor.setText($1.string("text")) },
        Operation("replaceAll", ["find", "with"]) { try $0.editor.replaceAll(matching: $1.string("find"), with: $1.string("with")) },
        Operation("moveLines", ["direction"]) { try $0.editor.moveLines(up: $1.choice("direction", ["up", "down"]) == "up") },
        Operation("compose", ["text"]) { try $0.editor.compose($1.string("text")) },
        Operation("commitComposition") { runner, _ in runner.editor.commitComposition() },
        Operation("readOnly", ["value"]) { $0.editor.setReadOnly(try $1.bool("value")) },
        Operation("detach") { runner, _ in runner.editor.detach() },
        Operation("attach") { runner, _ in runner.editor.attach() },
        Operation("scroll", ["viewport"]) { $0.editor.scroll(to: try $0.viewport($1)) },
        Operation("begin", ["tool", "scope"]) { runner, step in
            let scope = try step.value("scope") == nil ? "selection" : step.choice("scope", ["selection", "document"])
            runner.wholeDocumentScope = scope == "document"
            runner.editor.begin(tool: try step.choice("tool", ["proofread", "rewrite"]))
        },
        Operation("contexts") { runner, _ in try runner.editor.requestContexts(wholeDocument: runner.wholeDocumentScope) },
        Operation("suggest", ["context", "range", "text"]) {
            $0.editor.suggest(context: try $1.int("context"), range: try $0.rawRange($1, "range"), text: try $1.string("text"))
        },
        Operation("rewrite", ["context", "text"]) { $0.editor.rewrite(context: try $1.int("context"), text: try $1.string("text")) },
        Operation("reject", ["suggestion"]) { try $0.editor.reject(suggestion: $1.int("suggestion")) },
        Operation("acceptPanel") { runner, _ in try runner.editor.acceptPanel() },
        Operation("rejectPanel") { runner, _ in try runner.editor.rejectPanel() },
        Operation("preview", ["suggestion"]) { try $0.editor.preview(suggestion: $1.int("suggestion")) },
        Operation("stop") { runner, _ in try runner.editor.stop() },
        Operation("findings") { runner, _ in runner.record(.findings(added: runner.editor.findings, removed: [])) },
        Operation("present", ["finding", "range"]) {
            $0.editor.present(finding: try $1.int("finding"), range: $1.value("range") == nil ? nil : try $0.rawRange($1, "range"))
        },
        Operation("previewFix", ["finding", "index"]) { try $0.editor.previewFix(finding: $1.int("finding"), index: $0.fixIndex($1)) },
        Operation("acceptPreview") { runner, _ in try runner.editor.acceptPreview() },
        Operation("rejectPreview") { runner, _ in try runner.editor.rejectPreview() },
        Operation("applyFix", ["finding", "index"]) { try $0.editor.applyFix(finding: $1.int("finding"), index: $0.fixIndex($1)) },
        Operation("ignore", ["finding"]) { try $0.editor.ignore(finding: $1.int("finding")) },
        Operation("learn", ["word"]) { try $0.editor.learn($1.string("word")) },
        Operation("proofread") { runner, _ in try runner.editor.proofread() },
    ].map { ($0.name, $0) })

    private func load(_ step: ScriptStep) throws(ScriptError) {
        let text: String
        switch (step.value("text"), step.value("file")) {
        case (.some, .none): text = try step.string("text")
        case (.none, .some): text = try readFile(try step.string("file"), line: step.line)
        default: throw ScriptError(line: step.line, "\"\(step.op)\" needs exactly one of \"text\" and \"file\"")
        }
        if let name = try step.optionalString("language") {
            guard let named = LanguageRegistry.named(name) else {
                throw ScriptError(line: step.line, "\"language\": unknown language \"\(name)\"; 'inkstone languages' lists them")
            }
            language = named
        } else if let file = try step.optionalString("file") {
            language = LanguageRegistry.language(forPath: file)
        } else {
            language = LanguageRegistry.plainText
        }
        let suppress = step.op == "open" ? (step.value("suppressPersistence") == nil ? false : try step.bool("suppressPersistence")) : false
        editor.open(text, suppressPersistence: suppress)
        // After the open, which ended any session with reason "opened" (S51).
        if let syntax = editor.exclusionProvider as? SyntaxExclusions, syntax.language != language {
            editor.setExclusionProvider(SyntaxExclusions(language: language))
        }
    }

    private func applySettings(_ step: ScriptStep) throws(ScriptError) {
        if step.value("behavior") != nil {
            editor.setBehavior(WritingToolsBehavior(rawValue: try step.choice("behavior", ["complete", "limited", "none"]))!)
        }
        if step.value("lineEnding") != nil {
            editor.setLineEnding(LineEnding(rawValue: try step.choice("lineEnding", ["lf", "crlf", "cr"]))!)
        }
        if step.value("characterPairs") != nil { editor.setCharacterPairs(try step.bool("characterPairs")) }
        if step.value("largeUpdateLimit") != nil { editor.setLargeUpdateLimit(try step.int("largeUpdateLimit")) }
        // A new viewport is a reflow: an active session hears of it (S55).
        if step.value("viewport") != nil { editor.scroll(to: try viewport(step)) }
        if step.value("checking") != nil {
            let checking = try step.bool("checking")
            if checking && editor.proofreader == nil { editor.useProofreader(try Self.proofreader(line: step.line)) }
            do { try editor.setChecking(checking) } catch { recordError(error) }
        }
    }

    /// Scripts check with Hunspell's en_US, Inkstone's technical words and every
    /// grammar rule, with suggestions from one suggestion index per process (built on
    /// first use, shared by every script a replay runs); learned words stay in memory
    /// (a script never writes the person's dictionary).
    static func proofreader(line: Int) throws(ScriptError) -> Proofreader {
        do {
            let checker = SpellingChecker(dictionaries: [try HunspellDictionary(named: "en_US")])
            checker.suggesters = [englishSuggester].compactMap { $0 }
            return Proofreader(checker: checker)
        } catch {
            throw ScriptError(line: line, "\"checking\" needs the en_US Hunspell dictionary: \(error) (Debian: apt-get install hunspell-en-us; or set DICPATH)")
        }
    }

    private static let englishSuggester = (try? DictionaryLocator().locate("en_US")).map {
        LazySuggestionIndex(aff: $0.aff, dic: $0.dic)
    }

    private func fixIndex(_ step: ScriptStep) throws(ScriptError) -> Int {
        step.value("index") == nil ? 0 : try step.int("index")
    }

    private func setExclusions(_ step: ScriptStep) throws(ScriptError) {
        switch (step.value("provider"), step.value("ranges")) {
        case (.some, .none):
            switch try step.choice("provider", ["syntax", "urls", "none"]) {
            case "syntax": editor.setExclusionProvider(SyntaxExclusions(language: language))
            case "urls": editor.setExclusionProvider(URLExclusions())
            default: editor.setExclusionProvider(NoExclusions())
            }
        case (.none, .some(.array(let items))):
            let ranges = try items.map { item throws(ScriptError) -> TextRange in
                guard case .array(let pair) = item, pair.count == 2, case .int(let location) = pair[0], case .int(let length) = pair[1] else {
                    throw step.wrongType("ranges", "a list of [location, length] pairs")
                }
                // Invalid ranges are passed on: the editor ignores them (S22).
                return TextRange(location, length)
            }
            editor.setExclusionProvider(FixedExclusions(ranges))
        case (.none, .some): throw step.wrongType("ranges", "a list of [location, length] pairs")
        default: throw ScriptError(line: step.line, "\"exclusions\" needs exactly one of \"provider\" and \"ranges\"")
        }
    }

    func range(_ step: ScriptStep, _ key: String) throws(ScriptError) -> TextRange {
        let range = try rawRange(step, key)
        // One rule for every ordinary edit: a negative or out-of-document range stops
        // the script (docs/script-format.md), whatever the editor would say of it.
        guard range.isValid(within: editor.document.length) else {
            throw ScriptError(line: step.line, "\"\(key)\" \(range) is outside the document (length \(editor.document.length)); "
                + "a range is [location, length], both ≥ 0, ending at most at the document's length")
        }
        return range
    }

    func offset(_ step: ScriptStep, _ key: String) throws(ScriptError) -> Int {
        let offset = try step.int(key)
        guard offset >= 0 && offset <= editor.document.length else {
            throw ScriptError(line: step.line, "\"\(key)\" \(offset) is outside the document (0 to \(editor.document.length))")
        }
        return offset
    }

    func rawRange(_ step: ScriptStep, _ key: String) throws(ScriptError) -> TextRange {
        if case .array(let items)? = step.value(key), items.count == 2, case .int(let location) = items[0], case .int(let length) = items[1] {
            return TextRange(location, length)
        }
        throw step.wrongType(key, "[location, length] (two integers)")
    }

    private func viewport(_ step: ScriptStep) throws(ScriptError) -> Viewport {
        let (first, count) = try step.pair("viewport")
        return Viewport(firstLine: first, lineCount: count)
    }
}
