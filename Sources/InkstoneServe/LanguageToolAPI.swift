import Foundation
import InkstoneJSON
import InkstoneProject
import InkstoneProofing

/// LanguageTool's HTTP API (v2) over Inkstone's judge: `POST /v2/check`,
/// `GET /v2/languages`, and the personal word list at `/v2/words`, `/v2/words/add`
/// and `/v2/words/delete`. Every answer is a value; `HTTPServer` sends it.
public final class LanguageToolAPI: Sendable {
    public struct Options: Sendable {
        /// The `Origin` browsers may call from (`*` for any); none by default.
        public var allowedOrigin: String?
        /// The longest text checked, in UTF-16 code units: longer is answered 413.
        public var maxTextLength = 100_000
        /// Seconds a check may take before it is answered 503.
        public var timeLimit: TimeInterval = 10
        public var version = "0"
        public init() {}
    }

    let service: CheckService
    let options: Options
    let words: PersonalDictionary

    /// Reads the folder's configuration (as `check --stdin` does there) and loads its
    /// dictionary; throws what is wrong with either.
    public init(overrides: FileProfile.Overrides, lookups: SharedLookups, options: Options) throws {
        service = try CheckService(overrides: overrides, lookups: lookups)
        self.options = options
        words = PersonalDictionary(path: overrides.personalDictionary, environment: overrides.environment)
    }

    public func respond(_ request: HTTPRequest) -> HTTPResponse {
        var response: HTTPResponse
        if request.method == "OPTIONS" {
            response = HTTPResponse(status: 204, headers: [("Allow", "GET, POST, OPTIONS")])
        } else {
            do { response = try route(request) } catch { response = error.response }
        }
        if let origin = allowed(request.headers["origin"]) {
            response.headers += [("Access-Control-Allow-Origin", origin), ("Vary", "Origin"),
                                 ("Access-Control-Allow-Methods", "GET, POST, OPTIONS"), ("Access-Control-Allow-Headers", "Content-Type")]
        }
        return response
    }

    private func route(_ request: HTTPRequest) throws(APIError) -> HTTPResponse {
        let path = request.path.hasSuffix("/") && request.path.count > 1 ? String(request.path.dropLast()) : request.path
        let methods: [String]
        switch path {
        case "/v2/check": methods = ["GET", "POST"]
        case "/v2/languages", "/v2/words": methods = ["GET"]
        case "/v2/words/add", "/v2/words/delete": methods = ["POST"]
        default:
            throw APIError(404, "no such endpoint: \(request.path); this server answers /v2/check, /v2/languages and /v2/words")
        }
        guard methods.contains(request.method) else {
            var error = APIError(405, "\(request.path) takes \(methods.joined(separator: " or ")), not \(request.method)")
            error.allowedMethods = methods
            throw error
        }
        if path.hasPrefix("/v2/words/"), let origin = request.headers["origin"], allowed(origin) == nil {
            // A page in the browser may post a form here even though it cannot read
            // the answer: only the origins --allow-origin names may change the list.
            throw APIError(403, "a page from \(origin) may not change your word list (inkstone serve --allow-origin names those that may)")
        }
        let fields = try FormFields.of(request)
        switch path {
        case "/v2/check": return try check(fields)
        case "/v2/languages": return .json(service.catalog.listing)
        case "/v2/words": return try listWords(fields)
        default: return try changeWords(fields, adding: path == "/v2/words/add")
        }
    }

    private func check(_ fields: [String: String]) throws(APIError) -> HTTPResponse {
        let parameters = try CheckParameters(fields: fields)
        let length = parameters.text.checked.utf16.count
        guard length <= options.maxTextLength else {
            throw APIError(413, "the text is \(length) characters long, over this server's limit of \(options.maxTextLength) "
                + "(inkstone serve --max-text-length); split it")
        }
        let checked = try service.check(parameters, within: options.timeLimit)
        return .json(LanguageToolAnswer(checked: checked, text: parameters.text, version: options.version).json)
    }

    private func listWords(_ fields: [String: String]) throws(APIError) -> HTTPResponse {
        let offset = try Self.count(fields["offset"], named: "offset") ?? 0
        let limit = try Self.count(fields["limit"], named: "limit") ?? 10
        let all: [String]
        do { all = try FileManager.default.fileExists(atPath: words.path) ? words.words() : [] } catch {
            throw APIError(500, "\(error)")
        }
        return .json(.object([("words", .array(all.dropFirst(offset).prefix(limit).map { .string($0) }))]))
    }

    private func changeWords(_ fields: [String: String], adding: Bool) throws(APIError) -> HTTPResponse {
        guard let word = fields["word"] else { throw APIError(400, "missing 'word': the word to \(adding ? "add" : "delete")") }
        if let problem = PersonalDictionary.problem(with: word) { throw APIError(400, "'word': " + problem) }
        do {
            let changed = adding ? try words.learn(word) : try words.unlearn(word)
            return .json(.object([(adding ? "added" : "deleted", .bool(changed))]))
        } catch {
            throw APIError(500, "\(error)")
        }
    }

    private static func count(_ field: String?, named name: String) throws(APIError) -> Int? {
        guard let field else { return nil }
        guard let value = Int(field), value >= 0 else { throw APIError(400, "'\(name)' is a whole number of 0 or more, not '\(field)'") }
        return value
    }

    private func allowed(_ origin: String?) -> String? {
        guard let origin, let allowedOrigin = options.allowedOrigin else { return nil }
        return allowedOrigin == "*" ? "*" : origin == allowedOrigin ? origin : nil
    }
}
