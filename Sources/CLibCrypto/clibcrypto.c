// libcrypto through dlopen (see include/clibcrypto.h), as Sources/CCurl does for libcurl.
#include "clibcrypto.h"

#include <dlfcn.h>
#include <openssl/evp.h>
#include <openssl/opensslv.h>
#include <pthread.h>
#include <stdio.h>

#define PODSPEC_STRING(x) #x
#define PODSPEC_EXPAND_STRING(x) PODSPEC_STRING(x)
/// The soname of the libcrypto built against (OpenSSL 3: libcrypto.so.3, from the Debian package libssl3).
#define PODSPEC_CRYPTO_SONAME "libcrypto.so." PODSPEC_EXPAND_STRING(OPENSSL_SHLIB_VERSION)
#define PODSPEC_CRYPTO_PACKAGE "libssl" PODSPEC_EXPAND_STRING(OPENSSL_SHLIB_VERSION)

static struct {
    __typeof__(&EVP_Digest) digest;
    __typeof__(&EVP_md5) md5;
} crypto;

static pthread_once_t load_once = PTHREAD_ONCE_INIT;
static const char *load_failure = NULL;
static char failure_text[256];

static void load(void) {
    void *library = dlopen(PODSPEC_CRYPTO_SONAME, RTLD_NOW | RTLD_LOCAL);
    if (library == NULL) {
        const char *reason = dlerror();
        snprintf(failure_text, sizeof failure_text,
                 "libcrypto could not be loaded: %s (Debian: apt-get install " PODSPEC_CRYPTO_PACKAGE ")",
                 reason != NULL ? reason : PODSPEC_CRYPTO_SONAME " is missing");
        load_failure = failure_text;
        return;
    }
    *(void **)&crypto.digest = dlsym(library, "EVP_Digest");
    *(void **)&crypto.md5 = dlsym(library, "EVP_md5");
    if (crypto.digest == NULL || crypto.md5 == NULL) {
        load_failure = "libcrypto could not be loaded: " PODSPEC_CRYPTO_SONAME " lacks EVP_Digest or EVP_md5";
    }
}

const char *podspec_md5(const void *data, size_t length, unsigned char digest[16]) {
    pthread_once(&load_once, load);
    if (load_failure != NULL) return load_failure;
    unsigned int size = 0;
    if (crypto.digest(data, length, digest, &size, crypto.md5(), NULL) != 1 || size != 16) {
        return "libcrypto's MD5 failed";
    }
    return NULL;
}
