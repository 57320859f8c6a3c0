#include "csystemcalls.h"

#include <errno.h>

#if defined(__linux__)
#include <linux/openat2.h>
#include <string.h>
#include <sys/syscall.h>
#include <unistd.h>
#endif

int podspec_open_without_links(int folder, const char *path, int flags) {
#if defined(__linux__) && defined(SYS_openat2)
    struct open_how how;
    memset(&how, 0, sizeof how);
    how.flags = (unsigned long long)(unsigned int)flags;
    how.resolve = RESOLVE_NO_SYMLINKS | RESOLVE_NO_MAGICLINKS;
    return (int)syscall(SYS_openat2, folder, path, &how, sizeof how);
#else
    (void)folder;
    (void)path;
    (void)flags;
    errno = ENOSYS;
    return -1;
#endif
}

long podspec_read_directory(int folder, void *buffer, unsigned long size) {
#if defined(__linux__) && defined(SYS_getdents64)
    return syscall(SYS_getdents64, folder, buffer, size);
#else
    (void)folder;
    (void)buffer;
    (void)size;
    errno = ENOSYS;
    return -1;
#endif
}
