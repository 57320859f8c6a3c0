// The libgit2 API as one header for the CLibGit2 module.
#ifndef PODSPEC_CLIBGIT2_SHIM_H
#define PODSPEC_CLIBGIT2_SHIM_H

#include <git2.h>

#endif
