/// podspec's own version, as `podspec --version` and SARIF output report it.
enum PodspecVersion {
    static let current = "0.1.0"
}
