// libgit2, seen from Swift, without linking it: the podspec binary does not load libgit2 (and the libssh2,
// mbedtls, Kerberos, PCRE2 … it pulls in) at process start, so commands that use no git start sooner.
// Types, enums, constants and the GIT_*_INIT values come from libgit2's own headers as before; the
// functions are called through `podspec_git2`, a table filled with dlsym by podspec_git2_load.
#ifndef PODSPEC_CLIBGIT2_H
#define PODSPEC_CLIBGIT2_H

#include <git2.h>
#include <git2/sys/stream.h>

// The socket stream registered for GIT_STREAM_STANDARD (Git's SocketStream). It begins like libgit2's
// own `git_socket_stream` (parent, host, port, socket) because libgit2's SSH transport reads the
// socket from there.
typedef struct {
    git_stream parent;
    char *_Null_unspecified host;
    char *_Null_unspecified port;
    int socket;
    void *_Null_unspecified owner;
} podspec_socket_stream;

// Every libgit2 function the Git module calls, without the `git_` prefix: X(clone) is git_clone. Adding a
// call to a libgit2 function in Swift means adding it here (Swift then reaches it as `git.clone`).
#define PODSPEC_GIT2_FUNCTIONS(X)                                                                                    \
    X(blob_free) X(blob_lookup) X(blob_rawcontent) X(blob_rawsize)                                                   \
    X(buf_dispose)                                                                                                   \
    X(checkout_index) X(checkout_options_init) X(cherrypick_commit)                                                  \
    X(clone) X(clone_options_init)                                                                                   \
    X(commit_author) X(commit_committer) X(commit_create) X(commit_free) X(commit_id) X(commit_lookup)               \
    X(commit_message) X(commit_parent_id) X(commit_parentcount) X(commit_summary) X(commit_tree) X(commit_tree_id)   \
    X(config_free) X(config_get_string_buf) X(config_set_string)                                                     \
    X(credential_ssh_key_from_agent) X(credential_ssh_key_new) X(credential_username_new)                            \
    X(credential_userpass_plaintext_new)                                                                             \
    X(diff_free) X(diff_get_delta) X(diff_num_deltas) X(diff_tree_to_index)                                          \
    X(error_last) X(error_set_str)                                                                                   \
    X(fetch_options_init) X(graph_descendant_of)                                                                     \
    X(index_add_all) X(index_add_bypath) X(index_clear) X(index_entrycount) X(index_free) X(index_get_bypath)        \
    X(index_has_conflicts) X(index_open) X(index_remove_all) X(index_update_all) X(index_write)                      \
    X(index_write_tree_to)                                                                                           \
    X(libgit2_features) X(libgit2_init) X(libgit2_version)                                                           \
    X(merge_base)                                                                                                    \
    X(object_free) X(object_id) X(object_lookup) X(object_peel)                                                      \
    X(packbuilder_free) X(packbuilder_insert_walk) X(packbuilder_new) X(packbuilder_object_count)                    \
    X(packbuilder_write)                                                                                             \
    X(push_options_init)                                                                                             \
    X(reference_create) X(reference_create_matching) X(reference_free) X(reference_lookup) X(reference_name)         \
    X(reference_remove) X(reference_symbolic_target) X(reference_target)                                             \
    X(remote_connect) X(remote_create) X(remote_create_detached) X(remote_default_branch) X(remote_disconnect)       \
    X(remote_fetch) X(remote_free) X(remote_init_callbacks) X(remote_lookup) X(remote_ls) X(remote_name)             \
    X(remote_push) X(remote_set_url) X(remote_url)                                                                   \
    X(repository_config) X(repository_free) X(repository_head) X(repository_head_detached) X(repository_index)      \
    X(repository_init_ext) X(repository_init_options_init) X(repository_is_bare) X(repository_open_ext)             \
    X(repository_path) X(repository_set_head) X(repository_workdir)                                                 \
    X(reset) X(revparse_single)                                                                                      \
    X(revwalk_free) X(revwalk_hide) X(revwalk_new) X(revwalk_next) X(revwalk_push) X(revwalk_sorting)               \
    X(signature_free) X(signature_new) X(signature_now)                                                              \
    X(status_byindex) X(status_list_entrycount) X(status_list_free) X(status_list_new) X(status_options_init)       \
    X(stream_register)                                                                                               \
    X(tree_entry_byindex) X(tree_entry_bypath) X(tree_entry_free) X(tree_entry_name) X(tree_entrycount)              \
    X(tree_free) X(tree_id) X(tree_lookup)

/// libgit2's functions, each typed from its own declaration in <git2.h>: `clone` is `&git_clone`.
typedef struct podspec_git2 {
#define PODSPEC_GIT2_FIELD(name) __typeof__(&git_##name) _Nonnull name;
    PODSPEC_GIT2_FUNCTIONS(PODSPEC_GIT2_FIELD)
#undef PODSPEC_GIT2_FIELD
} podspec_git2;

/// Opens the libgit2 these headers are from (libgit2.so.MAJOR.MINOR) with dlopen, looks up every function
/// of the table and runs git_libgit2_init: once per process, whoever calls first (thread-safe).
/// Returns NULL when libgit2 is ready, else why not (what is missing and the Debian package to install;
/// the same static text on every call).
const char *_Nullable podspec_git2_load(void);

/// The table podspec_git2_load filled: every field is set once it returned NULL, none before.
const podspec_git2 *_Nonnull podspec_git2_functions(void);

#endif
