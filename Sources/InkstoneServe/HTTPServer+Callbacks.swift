import CMicroHTTPD
import Foundation

/// The C callbacks libmicrohttpd calls: each request's body is gathered in an
/// `Upload` kept in the connection's slot, then `answer` is asked once it is whole.
extension HTTPServer {
    static let access: MHD_AccessHandlerCallback = { context, connection, url, method, _, data, size, slot in
        guard let context, let connection, let size, let slot else { return .NO }
        let server = Unmanaged<HTTPServer>.fromOpaque(context).takeUnretainedValue()
        guard let existing = slot.pointee else {
            // The first call: the headers only.
            let upload = Upload(limit: server.limits.bodyLimit)
            slot.pointee = Unmanaged.passRetained(upload).toOpaque()
            return server.readHeaders(of: connection, into: upload)
        }
        let upload = Unmanaged<Upload>.fromOpaque(existing).takeUnretainedValue()
        switch upload.state {
        case .queued:
            size.pointee = 0
            return .YES
        case .answering:
            // Resumed: the answer has come.
            return server.answer(upload, on: connection)
        case .receiving:
            break
        }
        if size.pointee > 0 {
            if let data { upload.append(UnsafeRawBufferPointer(start: data, count: size.pointee)) }
            size.pointee = 0
            return .YES
        }
        server.deadlines.requestArrived(connection)
        if upload.isTooLarge { return server.queue(server.tooLarge(), for: upload, on: connection) }
        let request = HTTPRequest(method: method.map { String(cString: $0) } ?? "", path: url.map { String(cString: $0) } ?? "/",
                                  query: HTTPServer.values(.argument, of: connection), headers: HTTPServer.values(.header, of: connection),
                                  body: upload.body)
        upload.state = .answering
        let key = ObjectIdentifier(upload)
        server.responder(request) { [weak server] response in
            upload.complete(response)
            server?.awaited.withLock { _ = $0.uploads.removeValue(forKey: key) }
        }
        return server.answer(upload, on: connection)
    }

    static let completed: MHD_RequestCompletedCallback = { context, connection, slot, _ in
        if let context, let connection {
            Unmanaged<HTTPServer>.fromOpaque(context).takeUnretainedValue().deadlines.answered(connection)
        }
        guard let slot, let upload = slot.pointee else { return }
        Unmanaged<Upload>.fromOpaque(upload).release()
        slot.pointee = nil
    }

    static let connectionChanged: MHD_NotifyConnectionCallback = { context, connection, _, change in
        guard let context, let connection else { return }
        let deadlines = Unmanaged<HTTPServer>.fromOpaque(context).takeUnretainedValue().deadlines
        // MHD_CONNECTION_NOTIFY_STARTED (0), else MHD_CONNECTION_NOTIFY_CLOSED: Swift imports no names for them.
        if change.rawValue == 0 {
            deadlines.opened(connection, socket: inkstone_http_connection_socket(connection))
        } else {
            deadlines.closed(connection)
        }
    }

    /// What the headers alone decide: a request whose length is given twice (which
    /// a proxy and this server could read as different requests) is refused; one
    /// declared larger than the limit is answered 413 at once when the client waits
    /// for leave to send its body (`Expect: 100-continue`), else read and dropped first,
    /// so that a client that sends before it reads gets its 413, not a reset.
    private func readHeaders(of connection: OpaquePointer, into upload: Upload) -> MHD_Result {
        let lengths = HTTPServer.all("content-length", of: connection)
        if lengths.count > 1 || !lengths.isEmpty && HTTPServer.header("transfer-encoding", of: connection) != nil {
            var refusal = HTTPResponse.text("Error: the request gives its length twice (Content-Length twice, or with "
                                            + "Transfer-Encoding); send one", status: 400)
            refusal.headers.append(("Connection", "close"))
            return queue(refusal, for: upload, on: connection)
        }
        guard let declared = lengths.first.flatMap({ Int($0.trimmingCharacters(in: .whitespaces)) }), declared > limits.bodyLimit else {
            return .YES
        }
        if HTTPServer.header("expect", of: connection)?.lowercased() == "100-continue" {
            var refusal = tooLarge()
            refusal.headers.append(("Connection", "close"))
            return queue(refusal, for: upload, on: connection)
        }
        upload.markTooLarge()
        return .YES
    }

    /// Queues the answer that has come, or leaves the connection suspended until it does.
    private func answer(_ upload: Upload, on connection: OpaquePointer) -> MHD_Result {
        let response = awaited.withLock { awaited -> HTTPResponse? in
            if awaited.stopping { return HTTPServer.stopping }
            guard let response = upload.answer(orSuspend: connection) else {
                awaited.uploads[ObjectIdentifier(upload)] = upload
                return nil
            }
            return response
        }
        guard let response else { return .YES }
        return queue(response, for: upload, on: connection)
    }

    private func tooLarge() -> HTTPResponse {
        .text("Error: the request is larger than this server's limit of \(limits.bodyLimit) bytes (inkstone serve --max-request-bytes)", status: 413)
    }

    private func queue(_ response: HTTPResponse, for upload: Upload, on connection: OpaquePointer) -> MHD_Result {
        upload.state = .queued
        return response.body.withUnsafeBytes { bytes in
            let answer = inkstone_http_response(bytes.baseAddress, bytes.count)
            defer { MHD_destroy_response(answer) }
            for header in response.headers { _ = MHD_add_response_header(answer, header.name, header.value) }
            return MHD_queue_response(connection, UInt32(response.status), answer)
        }
    }

    private enum ValueKind { case header, argument }

    /// The request's headers (names lowercased) or query arguments, decoded by the library.
    private static func values(_ kind: ValueKind, of connection: OpaquePointer) -> [String: String] {
        let pairs = collect(kind, of: connection)
        guard kind == .header else { return Dictionary(pairs) { _, last in last } }
        return Dictionary(pairs.map { ($0.name.lowercased(), $0.value) }) { first, _ in first }
    }

    /// Every value of the header `name`, in order (a header may come twice).
    private static func all(_ name: String, of connection: OpaquePointer) -> [String] {
        collect(.header, of: connection).filter { $0.name.lowercased() == name }.map(\.value)
    }

    private static func collect(_ kind: ValueKind, of connection: OpaquePointer) -> [(name: String, value: String)] {
        final class Collected { var pairs: [(name: String, value: String)] = [] }
        let collected = Collected()
        _ = withExtendedLifetime(collected) {
            MHD_get_connection_values(connection, kind == .header ? .HEADER_KIND : .GET_ARGUMENT_KIND, { context, _, key, value in
                guard let context, let key else { return .YES }
                let collected = Unmanaged<Collected>.fromOpaque(context).takeUnretainedValue()
                collected.pairs.append((String(cString: key), value.map { String(cString: $0) } ?? ""))
                return .YES
            }, Unmanaged.passUnretained(collected).toOpaque())
        }
        return collected.pairs
    }

    private static func header(_ name: String, of connection: OpaquePointer) -> String? {
        MHD_lookup_connection_value(connection, .HEADER_KIND, name).map { String(cString: $0) }
    }
}
