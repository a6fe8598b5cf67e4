import Foundation

/// The Language Server Protocol's base protocol (issue #15, item 1): a message is a
/// header block, `Content-Length: N` among its `Name: value` lines (names read without
/// regard to case, other headers ignored), each ended by `\r\n`, then a blank line,
/// then N bytes of JSON. Bytes arrive in any chunks: `append` keeps what is not yet a
/// whole message and returns those that are, in order.
public struct MessageFraming {
    private var buffer = Data()

    public init() {}

    /// The bodies of the messages that `bytes` completes. A header block that cannot
    /// be read throws (once the messages before it are returned), and is dropped with
    /// its body's bytes unknown: the stream resumes at the next header block, which
    /// `append(Data())` reads.
    public mutating func append(_ bytes: Data) throws(FramingError) -> [Data] {
        buffer.append(bytes)
        var bodies: [Data] = []
        while let end = Self.headerEnd(in: buffer) {
            let headers = String(decoding: buffer[buffer.startIndex..<end.lowerBound], as: UTF8.self)
            let length: Int
            do {
                length = try Self.contentLength(in: headers)
            } catch {
                // The messages before it first; the next call throws.
                if !bodies.isEmpty { return bodies }
                buffer.removeSubrange(buffer.startIndex..<end.upperBound)
                throw error
            }
            guard buffer.distance(from: end.upperBound, to: buffer.endIndex) >= length else { break }
            let bodyEnd = buffer.index(end.upperBound, offsetBy: length)
            bodies.append(Data(buffer[end.upperBound..<bodyEnd]))
            buffer.removeSubrange(buffer.startIndex..<bodyEnd)
        }
        return bodies
    }

    /// Where the first header block of `buffer` ends (its `\r\n\r\n`). Searched in
    /// place: `Data.range(of:)` copies the whole buffer on Linux, once per chunk, so a
    /// 20 MB message took seconds to read (issue #24, T4). The header comes first, so
    /// the search stops within its few bytes while a long body is arriving.
    private static func headerEnd(in buffer: Data) -> Range<Data.Index>? {
        buffer.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) -> Range<Data.Index>? in
            guard bytes.count >= 4 else { return nil }
            for offset in 0...(bytes.count - 4)
            where bytes[offset] == 13 && bytes[offset + 1] == 10 && bytes[offset + 2] == 13 && bytes[offset + 3] == 10 {
                let start = buffer.startIndex + offset
                return start..<start + 4
            }
            return nil
        }
    }

    /// Hands each message that `chunk` completes to `message`, in order, and each
    /// header block that cannot be read to `unreadable`, going on after it.
    public mutating func read(_ chunk: Data, message: (Data) -> Void, unreadable: (FramingError) -> Void) {
        var input = chunk
        while true {
            do {
                let bodies = try append(input)
                input = Data()
                bodies.forEach(message)
                if bodies.isEmpty || !hasPartialMessage { return }
            } catch {
                input = Data()
                unreadable(error)
            }
        }
    }

    /// Whether bytes of an unfinished message are waiting.
    public var hasPartialMessage: Bool { !buffer.isEmpty }

    /// `body` with its header block, ready to write.
    public static func frame(_ body: Data) -> Data {
        Data("Content-Length: \(body.count)\r\n\r\n".utf8) + body
    }

    static func contentLength(in headers: String) throws(FramingError) -> Int {
        for line in headers.components(separatedBy: "\r\n") {
            guard let colon = line.firstIndex(of: ":") else { continue }
            guard line[..<colon].trimmingCharacters(in: .whitespaces).lowercased() == "content-length" else { continue }
            let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            guard let length = Int(value), length >= 0 else { throw .invalidContentLength(value) }
            return length
        }
        throw .missingContentLength(headers: headers)
    }
}
