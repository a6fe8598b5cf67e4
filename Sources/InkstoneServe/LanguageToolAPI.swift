import Foundation
import InkstoneJSON
import InkstoneProject
import InkstoneProofing

/// LanguageTool's HTTP API (v2) over Inkstone's judge: `POST /v2/check`,
/// `GET /v2/languages`, and the personal word list at `/v2/words`, `/v2/words/add`
/// and `/v2/words/delete`. Every answer is a value; `HTTPServer` sends it.
public final class LanguageToolAPI: Sendable {
    public struct Options: Sendable {
        /// The `Origin` browsers may call from (`*` for any, for the reading endpoints
        /// only: the word list is read and changed by an origin named exactly); none by default.
        public var allowedOrigin: String?
        /// The address the server listens on: requests must name it, `localhost`,
        /// `127.0.0.1` or `[::1]` as their `Host` (`ServedHosts`).
        public var listenAddress = "127.0.0.1"
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
    private let hosts: ServedHosts

    /// Reads the folder's configuration (as `check --stdin` does there) and loads its
    /// dictionary; throws what is wrong with either.
    public init(overrides: FileProfile.Overrides, lookups: SharedLookups, options: Options) throws {
        service = try CheckService(overrides: overrides, lookups: lookups)
        self.options = options
        hosts = ServedHosts(listening: options.listenAddress)
        words = PersonalDictionary(path: overrides.personalDictionary, environment: overrides.environment)
    }

    /// Waits until the default language's suggestion index, built in the background
    /// from the start, is ready: answers given before it carry Hunspell's own
    /// suggestions (a benchmark of the steady state waits for it).
    public func waitForSuggestionIndexes() {
        service.waitForSuggestionIndexes()
    }

    /// Answers `request`, waiting for a check to end: for a host that answers on its own thread.
    public func respond(_ request: HTTPRequest) -> HTTPResponse {
        let answered = DispatchSemaphore(value: 0)
        let box = Box()
        answer(request) { response in
            box.response = response
            answered.signal()
        }
        answered.wait()
        return box.response!
    }

    /// Answers `request`: at once, or from a worker when its check ends (`HTTPServer.Responder`).
    public func answer(_ request: HTTPRequest, _ done: @escaping @Sendable (HTTPResponse) -> Void) {
        let finish: @Sendable (HTTPResponse) -> Void = { [self] response in done(withOriginHeaders(response, for: request)) }
        if request.method == "OPTIONS" { return finish(HTTPResponse(status: 204, headers: [("Allow", "GET, POST, OPTIONS")])) }
        do {
            switch try route(request) {
            case .now(let response): finish(response)
            case .check(let parameters):
                service.check(parameters, within: options.timeLimit) { [self] result in
                    switch result {
                    case .success(let checked):
                        finish(.json(LanguageToolAnswer(checked: checked, text: parameters.text, version: options.version).json))
                    case .failure(let error): finish(error.response)
                    }
                }
            }
        } catch { finish(error.response) }
    }

    private enum Route {
        case now(HTTPResponse)
        case check(CheckParameters)
    }

    private func route(_ request: HTTPRequest) throws(APIError) -> Route {
        if let host = request.headers["host"], !hosts.serves(host) {
            // A page whose name a DNS server rebinds to 127.0.0.1 comes with its own name.
            throw APIError(403, "this server answers requests to \(hosts.described), not to '\(host)' "
                + "(a web page's own name pointed at this machine)")
        }
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
        if path.hasPrefix("/v2/words"), let origin = request.headers["origin"], origin != options.allowedOrigin || origin == "*" {
            // A page may post a form (or fetch with mode 'no-cors') without reading the
            // answer: only the origin --allow-origin names exactly reads or changes the list.
            throw APIError(403, "a page from \(origin) may not read or change your word list: only an origin named exactly "
                + "(inkstone serve --allow-origin chrome-extension://ID) may; '*' lets pages check text only")
        }
        let fields = try FormFields.of(request)
        switch path {
        case "/v2/check":
            let parameters = try CheckParameters(fields: fields)
            let length = parameters.text.checked.utf16.count
            guard length <= options.maxTextLength else {
                throw APIError(413, "the text is \(length) characters long, over this server's limit of \(options.maxTextLength) "
                    + "(inkstone serve --max-text-length); split it")
            }
            return .check(parameters)
        case "/v2/languages": return .now(.json(service.catalog.listing))
        case "/v2/words": return .now(try listWords(fields))
        default: return .now(try changeWords(fields, adding: path == "/v2/words/add"))
        }
    }

    /// The CORS headers for a browser: `*` or the origin named for the reading
    /// endpoints, only the origin named for the word list.
    private func withOriginHeaders(_ response: HTTPResponse, for request: HTTPRequest) -> HTTPResponse {
        guard let origin = request.headers["origin"], let allowed = options.allowedOrigin else { return response }
        let exact = origin == allowed && allowed != "*"
        let granted: String? = exact ? origin : allowed == "*" && !request.path.hasPrefix("/v2/words") ? "*" : nil
        guard let granted else { return response }
        var response = response
        response.headers += [("Access-Control-Allow-Origin", granted), ("Vary", "Origin"),
                             ("Access-Control-Allow-Methods", "GET, POST, OPTIONS"), ("Access-Control-Allow-Headers", "Content-Type")]
        return response
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

    /// Where `respond` receives the answer.
    private final class Box: @unchecked Sendable {
        var response: HTTPResponse?
    }
}
