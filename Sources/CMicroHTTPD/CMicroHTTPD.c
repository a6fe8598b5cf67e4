#include "CMicroHTTPD.h"

struct MHD_Daemon *inkstone_http_start(const struct sockaddr *address, unsigned int threads, unsigned int timeout,
                                       unsigned int connection_limit, size_t memory_limit,
                                       MHD_AccessHandlerCallback handler, void *handler_context,
                                       MHD_RequestCompletedCallback completed, void *completed_context,
                                       MHD_NotifyConnectionCallback notify, void *notify_context) {
    unsigned int flags = MHD_USE_INTERNAL_POLLING_THREAD | MHD_USE_EPOLL | MHD_ALLOW_SUSPEND_RESUME;
    if (address->sa_family == AF_INET6) flags |= MHD_USE_IPv6;
    return MHD_start_daemon(flags, 0, NULL, NULL, handler, handler_context,
                            MHD_OPTION_SOCK_ADDR, address,
                            MHD_OPTION_THREAD_POOL_SIZE, threads,
                            MHD_OPTION_CONNECTION_TIMEOUT, timeout,
                            MHD_OPTION_CONNECTION_LIMIT, connection_limit,
                            MHD_OPTION_CONNECTION_MEMORY_LIMIT, memory_limit,
                            MHD_OPTION_NOTIFY_COMPLETED, completed, completed_context,
                            MHD_OPTION_NOTIFY_CONNECTION, notify, notify_context,
                            MHD_OPTION_END);
}

uint16_t inkstone_http_port(struct MHD_Daemon *daemon) {
    const union MHD_DaemonInfo *info = MHD_get_daemon_info(daemon, MHD_DAEMON_INFO_BIND_PORT);
    return info == NULL ? 0 : info->port;
}

int inkstone_http_connection_socket(struct MHD_Connection *connection) {
    const union MHD_ConnectionInfo *info = MHD_get_connection_info(connection, MHD_CONNECTION_INFO_CONNECTION_FD);
    return info == NULL ? -1 : info->connect_fd;
}

struct MHD_Response *inkstone_http_response(const void *data, size_t size) {
    return MHD_create_response_from_buffer(size, (void *)data, MHD_RESPMEM_MUST_COPY);
}
