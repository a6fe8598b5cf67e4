import Foundation
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
        case "insert": try editor.insert(step.string("text"), at: step.int("at"))
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
        default:
            throw ScriptError(line: step.line, "\"\(step.op)\" belongs to continuous proofreading (S60–S68), which this build of inkstone does not have yet")
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
            _ = try step.bool("checking")
            throw ScriptError(line: step.line, "\"checking\" belongs to continuous proofreading (S60–S68), which this build of inkstone does not have yet")
        }
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
        guard range.end <= editor.document.length else {
            throw ScriptError(line: step.line, "\"\(key)\" \(range) is outside the document (length \(editor.document.length))")
        }
        return range
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
