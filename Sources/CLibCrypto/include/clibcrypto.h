// OpenSSL's libcrypto (MD5 for CocoaPods' shard paths and cache keys), opened with dlopen on the first
// digest, so a process that needs none never loads it.
#ifndef PODSPEC_CLIBCRYPTO_H
#define PODSPEC_CLIBCRYPTO_H

#include <stddef.h>

/// Writes the MD5 digest of `length` bytes at `data` into `digest` with libcrypto's EVP_Digest; libcrypto
/// (the libcrypto.so.N these headers are from) is opened on the first call. Returns NULL on success, else
/// why not (libcrypto missing, with the Debian package to install, or the digest failing).
const char *_Nullable podspec_md5(const void *_Nullable data, size_t length, unsigned char digest[_Nonnull 16]);

#endif
