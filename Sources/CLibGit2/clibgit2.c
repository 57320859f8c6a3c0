// libgit2 through dlopen (see include/clibgit2.h), as Sources/CCurl does for libcurl.
#include "clibgit2.h"

#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>

#define PODSPEC_STRING(x) #x
#define PODSPEC_EXPAND_STRING(x) PODSPEC_STRING(x)
/// The soname of the libgit2 built against: its ABI changes with every minor release.
#define PODSPEC_GIT2_SONAME                                                                                          \
    "libgit2.so." PODSPEC_EXPAND_STRING(LIBGIT2_VER_MAJOR) "." PODSPEC_EXPAND_STRING(LIBGIT2_VER_MINOR)
/// The Debian package shipping that soname.
#define PODSPEC_GIT2_PACKAGE                                                                                         \
    "libgit2-" PODSPEC_EXPAND_STRING(LIBGIT2_VER_MAJOR) "." PODSPEC_EXPAND_STRING(LIBGIT2_VER_MINOR)

static podspec_git2 functions;
static pthread_once_t load_once = PTHREAD_ONCE_INIT;
static const char *load_failure = NULL;
static char failure_text[256];

static void load(void) {
    void *library = dlopen(PODSPEC_GIT2_SONAME, RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) {
        // dlerror names the file and why: usually "cannot open shared object file: No such file or directory".
        const char *reason = dlerror();
        snprintf(failure_text, sizeof failure_text,
                 "libgit2 could not be loaded: %s (Debian: apt-get install " PODSPEC_GIT2_PACKAGE ")",
                 reason != NULL ? reason : PODSPEC_GIT2_SONAME " is missing");
        load_failure = failure_text;
        return;
    }
    // Looked up into a local table first, so `functions` is either complete or untouched.
    podspec_git2 found;
#define PODSPEC_GIT2_SYMBOL(name)                                                                                    \
    if ((*(void **)&found.name = dlsym(library, "git_" #name)) == NULL) {                                            \
        snprintf(failure_text, sizeof failure_text,                                                                  \
                 "libgit2 could not be loaded: " PODSPEC_GIT2_SONAME " lacks git_" #name                              \
                 " (Debian: apt-get install --reinstall " PODSPEC_GIT2_PACKAGE ")");                                  \
        load_failure = failure_text;                                                                                 \
        return;                                                                                                      \
    }
    PODSPEC_GIT2_FUNCTIONS(PODSPEC_GIT2_SYMBOL)
#undef PODSPEC_GIT2_SYMBOL
    functions = found;
    if (functions.libgit2_init() < 0) {
        const git_error *error = functions.error_last();
        snprintf(failure_text, sizeof failure_text, "libgit2 could not be initialised: %s",
                 error != NULL && error->message != NULL ? error->message : "git_libgit2_init failed");
        load_failure = failure_text;
    }
}

const char *podspec_git2_load(void) {
    pthread_once(&load_once, load);
    return load_failure;
}

const podspec_git2 *podspec_git2_functions(void) { return &functions; }
