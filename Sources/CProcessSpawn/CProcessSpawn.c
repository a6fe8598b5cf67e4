// glibc declares pipe2 and posix_spawn_file_actions_addclosefrom_np only for
// _GNU_SOURCE, which Swift's Glibc module does not set: hence this shim.
#define _GNU_SOURCE
#include <fcntl.h>
#include <spawn.h>
#include <unistd.h>

#include "CProcessSpawn.h"

int inkstone_pipe_cloexec(int fds[2]) {
    return pipe2(fds, O_CLOEXEC);
}

int inkstone_spawn_close_from(posix_spawn_file_actions_t *actions, int from) {
    return posix_spawn_file_actions_addclosefrom_np(actions, from);
}
