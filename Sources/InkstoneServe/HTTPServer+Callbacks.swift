import CMicroHTTPD
import Foundation

/// The C callbacks libmicrohttpd calls: each request's body is gathered in an
/// `Upload` kept in the connection's slot, then `respond` answers it once whole.
extension HTTPServer {
    static let access: MHD_AccessHandlerCallback = { context, connection, url, method, _, data, size, slot in
        guard let context, let connection, let size, let slot else { return .NO }
        let server = Unmanaged<HTTPServer>.fromOpaque(context).takeUnretainedValue()
        guard let existing = slot.pointee else {
            // The first call: the headers only.
            let upload = Upload(limit: server.limits.bodyLimit)
            slot.pointee = Unmanaged.passRetained(upload).toOpaque()
            let declared = Int(HTTPServer.header("content-length", of: connection) ?? "") ?? 0
            guard declared > server.limits.bodyLimit else { return .YES }
            upload.isAnswered = true
            return HTTPServer.queue(server.tooLarge(), on: connection)
        }
        let upload = Unmanaged<Upload>.fromOpaque(existing).takeUnretainedValue()
        if upload.isAnswered {
            size.pointee = 0
            return .YES
        }
        if size.pointee > 0 {
            if let data { upload.append(UnsafeRawBufferPointer(start: data, count: size.pointee)) }
            size.pointee = 0
            return .YES
        }
        let request = HTTPRequest(method: method.map { String(cString: $0) } ?? "", path: url.map { String(cString: $0) } ?? "/",
                                  query: HTTPServer.values(.argument, of: connection), headers: HTTPServer.values(.header, of: connection),
                                  body: upload.body, bodyTooLarge: upload.isTooLarge)
        upload.isAnswered = true
        return HTTPServer.queue(request.bodyTooLarge ? server.tooLarge() : server.respond(request), on: connection)
    }

    static let completed: MHD_RequestCompletedCallback = { _, _, slot, _ in
        guard let slot, let upload = slot.pointee else { return }
        Unmanaged<Upload>.fromOpaque(upload).release()
        slot.pointee = nil
    }

    private func tooLarge() -> HTTPResponse {
        .text("Error: the request is larger than this server's limit of \(limits.bodyLimit) bytes (inkstone serve --max-request-bytes)", status: 413)
    }

    private static func queue(_ response: HTTPResponse, on connection: OpaquePointer) -> MHD_Result {
        response.body.withUnsafeBytes { bytes in
            let answer = inkstone_http_response(bytes.baseAddress, bytes.count)
            defer { MHD_destroy_response(answer) }
            for header in response.headers { _ = MHD_add_response_header(answer, header.name, header.value) }
            return MHD_queue_response(connection, UInt32(response.status), answer)
        }
    }

    private enum ValueKind { case header, argument }

    /// The request's headers (names lowercased) or query arguments, decoded by the library.
    private static func values(_ kind: ValueKind, of connection: OpaquePointer) -> [String: String] {
        final class Collected { var values: [String: String] = [:] }
        let collected = Collected()
        let lowercases = kind == .header
        _ = withExtendedLifetime(collected) {
            MHD_get_connection_values(connection, kind == .header ? .HEADER_KIND : .GET_ARGUMENT_KIND, { context, _, key, value in
                guard let context, let key else { return .YES }
                let collected = Unmanaged<Collected>.fromOpaque(context).takeUnretainedValue()
                let name = String(cString: key)
                collected.values[name] = value.map { String(cString: $0) } ?? ""
                return .YES
            }, Unmanaged.passUnretained(collected).toOpaque())
        }
        guard lowercases else { return collected.values }
        return Dictionary(collected.values.map { ($0.key.lowercased(), $0.value) }) { first, _ in first }
    }

    private static func header(_ name: String, of connection: OpaquePointer) -> String? {
        MHD_lookup_connection_value(connection, .HEADER_KIND, name).map { String(cString: $0) }
    }
}
