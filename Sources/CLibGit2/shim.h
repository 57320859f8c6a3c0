// The libgit2 API as one header for the CLibGit2 module.
#ifndef PODSPEC_CLIBGIT2_SHIM_H
#define PODSPEC_CLIBGIT2_SHIM_H

#include <git2.h>
#include <git2/sys/stream.h>

// The socket stream registered for GIT_STREAM_STANDARD (Git's SocketStream). It begins like libgit2's
// own `git_socket_stream` (parent, host, port, socket) because libgit2's SSH transport reads the
// socket from there.
typedef struct {
    git_stream parent;
    char *host;
    char *port;
    int socket;
    void *owner;
} podspec_socket_stream;

#endif
