/// What `info` reports for one file.
struct FileSummary: Encodable {
    let path: String
    let bytes: Int
    let utf16Length: Int
    let lines: Int
    let lineEnding: String
    let lineEndingCounts: [String: Int]
    let indentation: String?
    let encoding: String
    let language: String
}
