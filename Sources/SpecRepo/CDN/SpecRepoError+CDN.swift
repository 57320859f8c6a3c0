extension SpecRepoError {
    /// `Cannot push to a CDN source, as it is read-only.`
    public static let cdnReadOnly = SpecRepoError("Cannot push to a CDN source, as it is read-only.")

    /// What pod says when every spec of a CDN source is asked for (`repo lint` on one).
    public static let cdnAllSpecs = SpecRepoError(
        "Can't retrieve all the specs for a CDN-backed source, it will take forever")
}
