import Foundation

/// A TCP connection to the loopback that sends bytes as they are (broken requests
/// included) and reads until the server closes or `timeout` seconds pass (0: sends
/// and hangs up without reading).
struct RawConnection {
    static func exchange(port: UInt16, _ bytes: [UInt8], timeout: Int = 10) -> [UInt8] {
        guard let socket = connected(port: port, timeout: timeout) else { return [] }
        defer { close(socket) }
        _ = bytes.withUnsafeBytes { send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
        guard timeout > 0 else { return [] }
        shutdown(socket, Int32(SHUT_WR))
        var answer: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = recv(socket, &buffer, buffer.count, 0)
            guard count > 0 else { break }
            answer += buffer[0..<count]
        }
        return answer
    }

    /// Whether the server closes a connection that sent `bytes` (and nothing more,
    /// without hanging up its own side) within `timeout` seconds, answering nothing.
    static func isClosedUnanswered(port: UInt16, after bytes: [UInt8], timeout: Int) -> Bool {
        guard let socket = connected(port: port, timeout: timeout) else { return false }
        defer { close(socket) }
        _ = bytes.withUnsafeBytes { send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
        var buffer = [UInt8](repeating: 0, count: 1_024)
        let count = recv(socket, &buffer, buffer.count, 0)
        return count == 0 || count < 0 && errno == ECONNRESET
    }

    /// A socket connected to the loopback's `port`, reads timing out after `timeout`
    /// seconds; nil when it cannot connect. The caller closes it.
    private static func connected(port: UInt16, timeout: Int) -> Int32? {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { return nil }
        var wait = timeval(tv_sec: timeout, tv_usec: 0)
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &wait, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = port.bigEndian
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let status = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard status == 0 else { close(socket); return nil }
        return socket
    }

    /// One request, `Connection: close`; the status and the body.
    static func request(port: UInt16, method: String = "POST", path: String = "/v2/check", body: String,
                        contentType: String = "application/x-www-form-urlencoded") -> (status: Int, body: String) {
        let head = "\(method) \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\nContent-Type: \(contentType)\r\n"
            + "Content-Length: \(body.utf8.count)\r\n\r\n"
        let answer = String(decoding: exchange(port: port, Array((head + body).utf8)), as: UTF8.self)
        let status = answer.split(separator: " ", maxSplits: 2).dropFirst().first.flatMap { Int($0) } ?? 0
        let body = answer.range(of: "\r\n\r\n").map { String(answer[$0.upperBound...]) } ?? ""
        return (status, body)
    }
}
