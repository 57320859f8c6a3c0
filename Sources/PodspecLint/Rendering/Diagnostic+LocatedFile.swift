extension Diagnostic {
    /// The file a machine format points at: where `location` is (an import's source file), else the
    /// podspec the result belongs to.
    func locatedFile(podspec: String) -> String { file ?? podspec }
}
