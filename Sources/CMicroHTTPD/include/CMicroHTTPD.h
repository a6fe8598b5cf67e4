#ifndef INKSTONE_CMICROHTTPD_H
#define INKSTONE_CMICROHTTPD_H

#include <stddef.h>
#include <stdint.h>
#include <sys/types.h>
#include <sys/socket.h>
#include <microhttpd.h>

/// Starts a daemon on `address` (IPv4 or IPv6) with a pool of `threads` threads, each
/// connection closed after `timeout` seconds idle, at most `connection_limit` at once,
/// and `memory_limit` bytes for one connection's headers; requests may be answered
/// later (suspend and resume), and `notify` hears of each connection opened and closed.
/// NULL when it cannot listen. A shim because MHD_start_daemon takes its options as C
/// variadic arguments.
struct MHD_Daemon *inkstone_http_start(const struct sockaddr *address, unsigned int threads, unsigned int timeout,
                                       unsigned int connection_limit, size_t memory_limit,
                                       MHD_AccessHandlerCallback handler, void *handler_context,
                                       MHD_RequestCompletedCallback completed, void *completed_context,
                                       MHD_NotifyConnectionCallback notify, void *notify_context);

/// A response holding a copy of `size` bytes at `data`.
struct MHD_Response *inkstone_http_response(const void *data, size_t size);

/// The port the daemon listens on (the one the system chose for port 0); 0 if unknown.
uint16_t inkstone_http_port(struct MHD_Daemon *daemon);

/// The socket of a connection; -1 if unknown.
int inkstone_http_connection_socket(struct MHD_Connection *connection);

#endif
