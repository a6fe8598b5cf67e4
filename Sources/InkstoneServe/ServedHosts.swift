import Foundation

/// The names a request may give as its `Host`: `localhost`, `127.0.0.1`, `[::1]` and
/// the address the server listens on — any address written as numbers when it listens
/// on every network (`0.0.0.0`, `::`). A web page whose own name its DNS server
/// rebinds to 127.0.0.1 is same-origin with the server as far as the browser knows,
/// and could read and change the word list; its requests name that page, and are
/// refused (issue #49).
struct ServedHosts: Sendable {
    private let names: Set<String>
    private let servesEveryAddress: Bool

    init(listening address: String) {
        let written = address.contains(":") && !address.hasPrefix("[") ? "[\(address.lowercased())]" : address.lowercased()
        names = ["localhost", "127.0.0.1", "[::1]", written]
        servesEveryAddress = ["0.0.0.0", "[::]"].contains(written)
    }

    /// Whether a request whose `Host` header is `host` (`localhost:8081`) is answered.
    func serves(_ host: String) -> Bool {
        let name = Self.name(in: host.trimmingCharacters(in: .whitespaces)).lowercased()
        return names.contains(name) || servesEveryAddress && Self.isAddress(name)
    }

    /// The names, for a message.
    var described: String {
        (servesEveryAddress ? ["localhost", "an IP address of this machine"] : names.sorted()).joined(separator: ", ")
    }

    /// The host without its port: `[::1]` of `[::1]:8081`, `localhost` of `localhost:8081`.
    private static func name(in host: String) -> String {
        if host.hasPrefix("["), let close = host.firstIndex(of: "]") { return String(host[...close]) }
        return String(host.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false).first ?? "")
    }

    /// Whether `name` is an IPv4 address or a bracketed IPv6 one.
    private static func isAddress(_ name: String) -> Bool {
        var buffer = in6_addr()
        if name.hasPrefix("[") && name.hasSuffix("]") { return inet_pton(AF_INET6, String(name.dropFirst().dropLast()), &buffer) == 1 }
        return inet_pton(AF_INET, name, &buffer) == 1
    }
}
