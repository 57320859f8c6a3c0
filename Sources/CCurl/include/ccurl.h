#ifndef PODSPEC_CCURL_H
#define PODSPEC_CCURL_H

#include <stddef.h>

/// One HTTP response: the last one when redirects were followed.
typedef struct ccurl_response {
    long status;
    /// The status line's reason phrase ("Not Found"), possibly empty; never NULL after a success.
    char *reason;
    /// The `Location` header, or NULL.
    char *location;
    /// The first `Content-Type` header, or NULL.
    char *content_type;
    /// The `ETag` header, or NULL.
    char *etag;
    unsigned char *body;
    size_t body_length;
} ccurl_response;

/// One request. `headers` are "Name: value" lines; `userpwd` ("user:password", or NULL) is sent as basic
/// auth; `ca_bundle` (a PEM file, or NULL for the system's) is what HTTPS servers are verified against. `stall_timeout_ms` limits connecting and any stretch without data; `total_timeout_ms` (0: none)
/// the whole.
typedef struct ccurl_request {
    const char *url;
    int head;
    const char *const *headers;
    size_t header_count;
    long stall_timeout_ms;
    long total_timeout_ms;
    int follow_redirects;
    size_t maximum_body;
    const char *userpwd;
    const char *ca_bundle;
} ccurl_request;

/// Performs one request with libcurl, which is opened with dlopen on the first call (so a process that
/// makes no request never loads it). Each thread reuses one handle, and so its connections.
/// Returns 0 and fills `response` (free it with ccurl_response_free); else libcurl's error code (-1 when
/// libcurl could not be loaded) with a message in `error`.
int ccurl_perform(const ccurl_request *request, ccurl_response *response, char *error, size_t error_size);

/// Frees what ccurl_perform allocated in `response`.
void ccurl_response_free(ccurl_response *response);

#endif
