#ifndef INKSTONE_CPROCESSSPAWN_H
#define INKSTONE_CPROCESSSPAWN_H

#include <spawn.h>

/// pipe2(fds, O_CLOEXEC): both ends close-on-exec from the start, so that no process
/// spawned by another thread meanwhile inherits them. Returns 0 or -1 with errno set.
int inkstone_pipe_cloexec(int fds[2]);

/// posix_spawn_file_actions_addclosefrom_np(actions, from) (glibc 2.34): the child
/// closes every descriptor from `from` up before it runs. Returns 0 or an error number.
int inkstone_spawn_close_from(posix_spawn_file_actions_t *actions, int from);

#endif
