extension SpecRepoError {
    /// `Cannot push to a CDN source, as it is read-only.`
    public static let cdnReadOnly = SpecRepoError("Cannot push to a CDN source, as it is read-only.")
}
