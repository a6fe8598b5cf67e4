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
        switch step.op {
        case "load", "open": try load(step)
        case "settings": try applySettings(step)
        case "exclusions": try setExclusions(step)
        case "select": try editor.select(range(step, "range"))
        case "type": try editor.type(step.string("text"))
        case "insert": try editor.insert(step.string("text"), at: offset(step, "at"))
        case "delete": try editor.delete(range(step, "range"))
        case "replace": try editor.replace(range(step, "range"), with: step.string("text"))
        case "backspace": try editor.backspace()
        case "newline": try editor.newline()
        case "indent": try editor.indent()
        case "outdent": try editor.outdent()
        case "undo": try editor.undo()
        case "redo": try editor.redo()
        case "checkpoint": editor.checkpoint()
        case "setText": try editor.setText(step.string("text"))
        case "replaceAll": try editor.replaceAll(matching: step.string("find"), with: step.string("with"))
        case "moveLines": try editor.moveLines(up: step.choice("direction", ["up", "down"]) == "up")
        case "compose": try editor.compose(step.string("text"))
        case "commitComposition": editor.commitComposition()
        case "readOnly": editor.setReadOnly(try step.bool("value"))
        case "detach": editor.detach()
        case "attach": editor.attach()
        case "scroll": editor.scroll(to: try viewport(step))
        case "begin":
            let scope = try step.value("scope") == nil ? "selection" : step.choice("scope", ["selection", "document"])
            wholeDocumentScope = scope == "document"
            editor.begin(tool: try step.choice("tool", ["proofread", "rewrite"]))
        case "contexts": try editor.requestContexts(wholeDocument: wholeDocumentScope)
        case "suggest":
            editor.suggest(context: try step.int("context"), range: try rawRange(step, "range"), text: try step.string("text"))
        case "rewrite": editor.rewrite(context: try step.int("context"), text: try step.string("text"))
        case "reject": try editor.reject(suggestion: step.int("suggestion"))
        case "acceptPanel": try editor.acceptPanel()
        case "rejectPanel": try editor.rejectPanel()
        case "preview": try editor.preview(suggestion: step.int("suggestion"))
        case "stop": try editor.stop()
        case "findings": record(.findings(added: editor.findings, removed: []))
        case "present":
            editor.present(finding: try step.int("finding"), range: step.value("range") == nil ? nil : try rawRange(step, "range"))
        case "previewFix": try editor.previewFix(finding: step.int("finding"), index: fixIndex(step))
        case "acceptPreview": try editor.acceptPreview()
        case "rejectPreview": try editor.rejectPreview()
        case "applyFix": try editor.applyFix(finding: step.int("finding"), index: fixIndex(step))
        case "ignore": try editor.ignore(finding: step.int("finding"))
        case "learn": try editor.learn(step.string("word"))
        case "proofread": try editor.proofread()
        default: throw ScriptError(line: step.line, "unknown op \"\(step.op)\"")
        }
    }

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
            editor.settings.behavior = WritingToolsBehavior(rawValue: try step.choice("behavior", ["complete", "limited", "none"]))!
        }
        if step.value("lineEnding") != nil {
            editor.settings.lineEnding = LineEnding(rawValue: try step.choice("lineEnding", ["lf", "crlf", "cr"]))!
        }
        if step.value("characterPairs") != nil { editor.settings.characterPairs = try step.bool("characterPairs") }
        if step.value("largeUpdateLimit") != nil { editor.settings.largeUpdateLimit = try step.int("largeUpdateLimit") }
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
