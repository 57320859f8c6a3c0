// OpenSSL's digest API (libcrypto, already loaded by libssh2) for the CLibCrypto module.
#ifndef PODSPEC_CLIBCRYPTO_SHIM_H
#define PODSPEC_CLIBCRYPTO_SHIM_H

#include <openssl/evp.h>

#endif
