import CLibGit2

/// A libgit2 object read from a repository (a commit, a tree, an index): owns its pointer, which
/// `free` releases with the last reference, and keeps the repository alive until then, as libgit2
/// requires.
public class RepositoryHandle {
    let pointer: OpaquePointer
    /// The repository the object belongs to.
    let repository: Repository
    private let free: (OpaquePointer?) -> Void

    init(owning pointer: OpaquePointer, repository: Repository, free: @escaping (OpaquePointer?) -> Void) {
        self.pointer = pointer
        self.repository = repository
        self.free = free
    }

    deinit {
        free(pointer)
    }
}
