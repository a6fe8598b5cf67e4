import Foundation
import InkstoneJSON
import InkstoneProject
import InkstoneProofing
@testable import InkstoneServe

/// A `LanguageToolAPI` with a personal word list of its own (removed after the test),
/// asked in-process: what a client would get, without sockets.
struct APIHarness {
    let api: LanguageToolAPI
    let wordList: String

    init(allowedOrigin: String? = nil, maxTextLength: Int = 100_000, timeLimit: TimeInterval = 10) throws {
        wordList = NSTemporaryDirectory() + "inkstone-serve-\(UUID().uuidString)/words.txt"
        var options = LanguageToolAPI.Options()
        options.allowedOrigin = allowedOrigin
        options.maxTextLength = maxTextLength
        options.timeLimit = timeLimit
        api = try LanguageToolAPI(overrides: FileProfile.Overrides(personalDictionary: wordList), lookups: Self.lookups, options: options)
        // Answers carry the suggestion index's suggestions, not Hunspell's own meanwhile.
        api.waitForSuggestionIndexes()
    }

    /// One set of dictionaries and suggestion indexes for every test.
    static let lookups = SharedLookups(indexFolder: nil)

    func remove() { try? FileManager.default.removeItem(atPath: (wordList as NSString).deletingLastPathComponent) }

    /// A form-encoded POST, as language_tool_python and LibreOffice send it.
    func post(_ path: String, _ fields: [(String, String)], headers: [String: String] = [:]) -> HTTPResponse {
        api.respond(HTTPRequest(method: "POST", path: path, headers: headers.merging(["content-type": "application/x-www-form-urlencoded"]) { $1 },
                                body: Data(Self.formEncoded(fields).utf8)))
    }

    func get(_ path: String, _ query: [String: String] = [:]) -> HTTPResponse {
        api.respond(HTTPRequest(method: "GET", path: path, query: query))
    }

    /// The matches of a 200 answer to /v2/check.
    func matches(_ fields: [(String, String)]) throws -> [JSONValue] {
        let response = post("/v2/check", fields)
        guard response.status == 200 else { throw Failure(message: "status \(response.status): \(String(decoding: response.body, as: UTF8.self))") }
        return try JSONValue.parse(response.body)["matches"]?.array ?? []
    }

    static func formEncoded(_ fields: [(String, String)]) -> String {
        var allowed = CharacterSet.alphanumerics
        allowed.insert(charactersIn: "-._~")
        return fields.map { name, value in
            name + "=" + value.addingPercentEncoding(withAllowedCharacters: allowed)!.replacingOccurrences(of: "%20", with: "+")
        }.joined(separator: "&")
    }

    struct Failure: Error, CustomStringConvertible { let message: String; var description: String { message } }
}
