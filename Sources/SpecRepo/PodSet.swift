import PodspecModel

/// Every version of one pod across the searched repos (CocoaPods' `Specification::Set`).
public struct PodSet: Sendable {
    /// One repo's versions of the pod, highest first.
    public struct Occurrence: Sendable {
        public let repository: SpecRepository
        public let versions: [Version]
    }

    public let name: String
    /// The repos holding the pod, in repo order.
    public let occurrences: [Occurrence]

    public init(name: String, occurrences: [Occurrence]) {
        self.name = name
        self.occurrences = occurrences
    }

    /// The highest version in any repo, and the first repo that has it.
    public var highest: (version: Version, repository: SpecRepository)? {
        var best: (version: Version, repository: SpecRepository)?
        for occurrence in occurrences {
            guard let top = occurrence.versions.first else { continue }
            if let current = best, !(top > current.version) { continue }
            best = (top, occurrence.repository)
        }
        return best
    }

    /// The podspec of the highest version (`highest_version_spec_path`).
    public func highestSpecificationFile() throws -> SpecFile {
        guard let highest else {
            throw SpecRepoError("Unable to locate highest known specification for `\(name)'")
        }
        return SpecFile(
            repository: highest.repository,
            path: try highest.repository.specificationPath(name, version: highest.version.string))
    }

    /// The path of the highest version's podspec.
    public func highestSpecificationPath() throws -> String {
        try highestSpecificationFile().path
    }

    /// The podspecs whose version string is exactly `version` (`'3.1'` is not `'3.1.0'`), repo order.
    /// Throws, naming it, for a file or folder that leads outside its repo.
    public func specificationFiles(version: String) throws -> [SpecFile] {
        try occurrences.compactMap { occurrence in
            guard occurrence.versions.contains(where: { $0.string == version }) else { return nil }
            return try file(in: occurrence.repository, version: version)
        }
    }

    /// Every podspec, per repo, highest version first (`--show-all`). Throws, naming it, for a file or
    /// folder that leads outside its repo.
    public func allSpecificationFiles() throws -> [SpecFile] {
        try occurrences.flatMap { occurrence in
            try occurrence.versions.compactMap { try file(in: occurrence.repository, version: $0.string) }
        }
    }

    /// The podspec at `version` in `repository`; nil when missing, throws when refused.
    private func file(in repository: SpecRepository, version: String) throws -> SpecFile? {
        do {
            return SpecFile(repository: repository, path: try repository.specificationPath(name, version: version))
        } catch let error as SpecRepoError where error == .specificationNotFound(name, version, repo: repository.name) {
            return nil
        }
    }

    /// `versions_by_source`: `1.1, 1.0 [private repo] - 0.9 [other repo]`, repos sorted by name.
    public var versionsByRepository: String {
        occurrences.sorted { SpecRepository.rubyOrder($0.repository.name, $1.repository.name) }
            .map { occurrence in
                occurrence.versions.map(\.string).joined(separator: ", ") + " [\(occurrence.repository.name) repo]"
            }
            .joined(separator: " - ")
    }
}
