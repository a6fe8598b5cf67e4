import InkstoneJSON
import InkstoneProofing

/// The client's settings for the server (section `inkstone`), from
/// `initializationOptions`, `workspace/configuration` or `didChangeConfiguration`:
///
///     { "severity": { "spelling": "information", "correction": "warning", "grammar": "hint" },
///       "unknownWords": "hint", "typingDelay": 800, "dictionaries": ["en_GB"], "personalDictionary": "~/words.txt" }
///
/// Every key is optional; a bad value is refused with a message that names it.
struct ServerSettings: Equatable {
    /// LSP `DiagnosticSeverity` per kind of finding.
    var severity: [Finding.Kind: Int] = [.spelling: 3, .correction: 3, .grammar: 3]
    /// The severity of unknown words (`Finding.Tier.unknownWord`: names, terms, code-like
    /// tokens), by default Hint; nil (`"off"`) publishes none.
    var unknownWordSeverity: Int? = 4
    /// How long (milliseconds) a word still being typed waits before it is reported; 0
    /// reports it at once.
    var typingDelay = 800
    /// Dictionaries for every document, instead of each project's `languages`.
    var dictionaries: [String]?
    /// Where "add to dictionary" writes; nil for `$XDG_CONFIG_HOME/inkstone/words.txt`.
    var personalDictionary: String?

    static let severities = ["error": 1, "warning": 2, "information": 3, "hint": 4]

    init() {}

    /// Reads `json`, either the section itself or an object holding it under `inkstone`.
    init(_ json: JSONValue, home: String) throws(SettingsError) {
        let section = json["inkstone"] ?? json
        guard section.isObject || section == .null else { throw SettingsError("the settings must be an object, not \(section.text)") }
        if let severity = section["severity"] {
            guard severity.isObject else { throw SettingsError("\"severity\" must be an object such as {\"spelling\": \"warning\"}") }
            for kind in [Finding.Kind.spelling, .correction, .grammar] {
                guard let value = severity[kind.rawValue] else { continue }
                guard let name = value.string, let level = Self.severities[name] else {
                    throw SettingsError("\"severity.\(kind.rawValue)\" must be one of \"error\", \"warning\", \"information\" or \"hint\", not \(value.text)")
                }
                self.severity[kind] = level
            }
        }
        if let value = section["unknownWords"] {
            guard let name = value.string, name == "off" || Self.severities[name] != nil else {
                throw SettingsError("\"unknownWords\" must be one of \"error\", \"warning\", \"information\", \"hint\" or \"off\", not \(value.text)")
            }
            unknownWordSeverity = Self.severities[name]
        }
        if let delay = section["typingDelay"] {
            guard let milliseconds = delay.int, (0...60_000).contains(milliseconds) else {
                throw SettingsError("\"typingDelay\" must be a number of milliseconds from 0 to 60000, not \(delay.text)")
            }
            typingDelay = milliseconds
        }
        if let names = section["dictionaries"] {
            guard let list = names.array?.compactMap(\.string), list.count == names.array?.count, !list.isEmpty else {
                throw SettingsError("\"dictionaries\" must be a list of dictionary names such as [\"en_US\"], not \(names.text)")
            }
            dictionaries = list
        }
        if let path = section["personalDictionary"] {
            guard let text = path.string, text.hasPrefix("/") || text.hasPrefix("~/") else {
                throw SettingsError("\"personalDictionary\" must be an absolute file path (or start with ~/), not \(path.text)")
            }
            personalDictionary = text.hasPrefix("~/") ? home + text.dropFirst(1) : text
        }
    }
}

/// Settings the server refused; it keeps the last good ones.
struct SettingsError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
