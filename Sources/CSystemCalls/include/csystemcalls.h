// System calls the C library has no wrapper for (Swift cannot call the variadic `syscall`), and (cpus.h) the
// thread-affinity calls Swift sees only with _GNU_SOURCE.
#ifndef PODSPEC_CSYSTEMCALLS_H
#define PODSPEC_CSYSTEMCALLS_H

#include "cpus.h"

/// Opens `path` (relative to the folder `folder`, or absolute) with `flags` in one `openat2(2)` call that
/// refuses to pass through any symbolic link (`RESOLVE_NO_SYMLINKS | RESOLVE_NO_MAGICLINKS`): the kernel
/// does in one call what a walk of `openat(…, O_NOFOLLOW)` per component does. Returns the descriptor, or
/// -1 with `errno` set: `ELOOP` when a link is on the way, `ENOSYS` (or `EPERM` under some seccomp
/// filters) where the kernel has no `openat2` (Linux < 5.6, other systems).
int podspec_open_without_links(int folder, const char *_Nonnull path, int flags);

/// Reads entries of the open folder `folder` into `buffer` as `linux_dirent64` records (`getdents64(2)`),
/// advancing the folder's position: the listing `readdir` makes without the `dup`, `fstat`, `fcntl`s and
/// `close` of `fdopendir`/`closedir`. Returns the bytes filled (0 at the end), or -1 with `errno` set:
/// `ENOSYS` where there is no `getdents64` (other systems).
long podspec_read_directory(int folder, void *_Nonnull buffer, unsigned long size);

#endif
