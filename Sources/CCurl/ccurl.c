// libcurl through dlopen: the podspec binary does not link libcurl (and the two dozen libraries it
// pulls in), so commands that make no HTTP request start several milliseconds sooner.
#include "ccurl.h"

#include <curl/curl.h>
#include <dlfcn.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

static struct {
    CURL *(*easy_init)(void);
    CURLcode (*easy_setopt)(CURL *, CURLoption, ...);
    CURLcode (*easy_perform)(CURL *);
    CURLcode (*easy_getinfo)(CURL *, CURLINFO, ...);
    void (*easy_cleanup)(CURL *);
    void (*easy_reset)(CURL *);
    const char *(*easy_strerror)(CURLcode);
    struct curl_slist *(*slist_append)(struct curl_slist *, const char *);
    void (*slist_free_all)(struct curl_slist *);
    CURLcode (*global_init)(long);
} curl;

static pthread_once_t load_once = PTHREAD_ONCE_INIT;
static const char *load_failure = NULL;
static pthread_key_t handle_key;

static void release_handle(void *handle) {
    if (handle != NULL) curl.easy_cleanup(handle);
}

static void load(void) {
    static const char *const names[] = {"libcurl.so.4", "libcurl-gnutls.so.4", "libcurl-nss.so.4", "libcurl.so"};
    void *library = NULL;
    for (size_t i = 0; i < sizeof names / sizeof names[0] && library == NULL; i++) {
        library = dlopen(names[i], RTLD_NOW | RTLD_LOCAL);
    }
    if (library == NULL) {
        load_failure = "libcurl is not installed (Debian: apt-get install libcurl4)";
        return;
    }
#define SYMBOL(field, name)                                                                                          \
    if ((*(void **)&curl.field = dlsym(library, name)) == NULL) {                                                    \
        load_failure = "libcurl lacks " name;                                                                        \
        return;                                                                                                      \
    }
    SYMBOL(easy_init, "curl_easy_init")
    SYMBOL(easy_setopt, "curl_easy_setopt")
    SYMBOL(easy_perform, "curl_easy_perform")
    SYMBOL(easy_getinfo, "curl_easy_getinfo")
    SYMBOL(easy_cleanup, "curl_easy_cleanup")
    SYMBOL(easy_reset, "curl_easy_reset")
    SYMBOL(easy_strerror, "curl_easy_strerror")
    SYMBOL(slist_append, "curl_slist_append")
    SYMBOL(slist_free_all, "curl_slist_free_all")
    SYMBOL(global_init, "curl_global_init")
#undef SYMBOL
    // Not thread-safe in older libcurl: done once, here.
    curl.global_init(CURL_GLOBAL_DEFAULT);
    pthread_key_create(&handle_key, release_handle);
}

/// Each thread keeps one easy handle between requests (reset each time), so its open connections,
/// DNS and TLS session caches are reused: many small files from one host cost one connection.
static CURL *thread_handle(void) {
    CURL *handle = pthread_getspecific(handle_key);
    if (handle != NULL) {
        curl.easy_reset(handle);
        return handle;
    }
    handle = curl.easy_init();
    if (handle != NULL && pthread_setspecific(handle_key, handle) != 0) {
        curl.easy_cleanup(handle);
        return NULL;
    }
    return handle;
}

/// What the callbacks write into while a request runs.
typedef struct {
    ccurl_response *response;
    size_t maximum_body;
    size_t capacity;
    int too_large;
} transfer;

static char *copy_trimmed(const char *start, size_t length) {
    while (length > 0 && (*start == ' ' || *start == '\t')) {
        start++;
        length--;
    }
    while (length > 0 && (start[length - 1] == '\r' || start[length - 1] == '\n' || start[length - 1] == ' ')) {
        length--;
    }
    char *copy = malloc(length + 1);
    if (copy != NULL) {
        memcpy(copy, start, length);
        copy[length] = '\0';
    }
    return copy;
}

static size_t on_header(char *line, size_t size, size_t count, void *context) {
    transfer *state = context;
    size_t length = size * count;
    ccurl_response *response = state->response;
    if (length >= 5 && strncmp(line, "HTTP/", 5) == 0) {
        // A new response (after a redirect or a 100 Continue): forget the previous one's headers.
        free(response->reason);
        free(response->location);
        free(response->content_type);
        free(response->etag);
        response->location = response->content_type = response->etag = NULL;
        const char *space = memchr(line, ' ', length);
        const char *reason = space != NULL ? memchr(space + 1, ' ', length - (size_t)(space + 1 - line)) : NULL;
        response->reason = reason != NULL ? copy_trimmed(reason + 1, length - (size_t)(reason + 1 - line))
                                          : copy_trimmed("", 0);
    } else if (length > 9 && strncasecmp(line, "location:", 9) == 0) {
        free(response->location);
        response->location = copy_trimmed(line + 9, length - 9);
    } else if (length > 13 && strncasecmp(line, "content-type:", 13) == 0 && response->content_type == NULL) {
        response->content_type = copy_trimmed(line + 13, length - 13);
    } else if (length > 5 && strncasecmp(line, "etag:", 5) == 0) {
        free(response->etag);
        response->etag = copy_trimmed(line + 5, length - 5);
    }
    return length;
}

static size_t on_body(char *data, size_t size, size_t count, void *context) {
    transfer *state = context;
    size_t length = size * count;
    ccurl_response *response = state->response;
    if (response->body_length + length > state->maximum_body) {
        state->too_large = 1;
        return 0;
    }
    if (response->body_length + length > state->capacity) {
        size_t capacity = state->capacity == 0 ? 65536 : state->capacity;
        while (capacity < response->body_length + length) capacity *= 2;
        unsigned char *grown = realloc(response->body, capacity);
        if (grown == NULL) return 0;
        response->body = grown;
        state->capacity = capacity;
    }
    memcpy(response->body + response->body_length, data, length);
    response->body_length += length;
    return length;
}

int ccurl_perform(const ccurl_request *request, ccurl_response *response, char *error, size_t error_size) {
    memset(response, 0, sizeof *response);
    pthread_once(&load_once, load);
    if (load_failure != NULL) {
        snprintf(error, error_size, "%s", load_failure);
        return -1;
    }
    CURL *handle = thread_handle();
    if (handle == NULL) {
        snprintf(error, error_size, "libcurl could not start a request");
        return -1;
    }
    struct curl_slist *list = NULL;
    for (size_t i = 0; i < request->header_count; i++) list = curl.slist_append(list, request->headers[i]);
    char message[CURL_ERROR_SIZE] = {0};
    transfer state = {response, request->maximum_body, 0, 0};
    long stall = request->stall_timeout_ms;
    curl.easy_setopt(handle, CURLOPT_URL, request->url);
    curl.easy_setopt(handle, CURLOPT_PROTOCOLS, (long)(CURLPROTO_HTTP | CURLPROTO_HTTPS));
    curl.easy_setopt(handle, CURLOPT_REDIR_PROTOCOLS, (long)(CURLPROTO_HTTP | CURLPROTO_HTTPS));
    curl.easy_setopt(handle, CURLOPT_NOSIGNAL, 1L);
    curl.easy_setopt(handle, CURLOPT_NOBODY, request->head ? 1L : 0L);
    curl.easy_setopt(handle, CURLOPT_HTTPHEADER, list);
    curl.easy_setopt(handle, CURLOPT_CONNECTTIMEOUT_MS, stall);
    curl.easy_setopt(handle, CURLOPT_LOW_SPEED_LIMIT, 1L);
    curl.easy_setopt(handle, CURLOPT_LOW_SPEED_TIME, stall < 1000 ? 1L : stall / 1000);
    if (request->total_timeout_ms > 0) curl.easy_setopt(handle, CURLOPT_TIMEOUT_MS, request->total_timeout_ms);
    curl.easy_setopt(handle, CURLOPT_FOLLOWLOCATION, request->follow_redirects ? 1L : 0L);
    curl.easy_setopt(handle, CURLOPT_MAXREDIRS, 10L);
    curl.easy_setopt(handle, CURLOPT_ACCEPT_ENCODING, "");
    if (request->userpwd != NULL) {
        // Basic auth through libcurl, not a raw header: libcurl does not send it on to another host
        // when it follows a redirect (CURLOPT_UNRESTRICTED_AUTH stays off).
        curl.easy_setopt(handle, CURLOPT_HTTPAUTH, (long)CURLAUTH_BASIC);
        curl.easy_setopt(handle, CURLOPT_USERPWD, request->userpwd);
    }
    if (request->ca_bundle != NULL) curl.easy_setopt(handle, CURLOPT_CAINFO, request->ca_bundle);
    curl.easy_setopt(handle, CURLOPT_ERRORBUFFER, message);
    curl.easy_setopt(handle, CURLOPT_HEADERFUNCTION, on_header);
    curl.easy_setopt(handle, CURLOPT_HEADERDATA, &state);
    curl.easy_setopt(handle, CURLOPT_WRITEFUNCTION, on_body);
    curl.easy_setopt(handle, CURLOPT_WRITEDATA, &state);
    CURLcode code = curl.easy_perform(handle);
    if (code == CURLE_OK) {
        curl.easy_getinfo(handle, CURLINFO_RESPONSE_CODE, &response->status);
        if (response->reason == NULL) response->reason = copy_trimmed("", 0);
    } else if (state.too_large) {
        snprintf(error, error_size, "the response is larger than %zu bytes", request->maximum_body);
    } else {
        snprintf(error, error_size, "%s", message[0] != '\0' ? message : curl.easy_strerror(code));
    }
    // The handle stays with the thread; nothing it holds may point at this call's memory.
    curl.easy_setopt(handle, CURLOPT_HTTPHEADER, NULL);
    curl.easy_setopt(handle, CURLOPT_ERRORBUFFER, NULL);
    curl.easy_setopt(handle, CURLOPT_USERPWD, NULL);
    curl.slist_free_all(list);
    if (code != CURLE_OK) {
        ccurl_response_free(response);
        return (int)code;
    }
    return 0;
}

void ccurl_response_free(ccurl_response *response) {
    free(response->reason);
    free(response->location);
    free(response->content_type);
    free(response->etag);
    free(response->body);
    memset(response, 0, sizeof *response);
}
