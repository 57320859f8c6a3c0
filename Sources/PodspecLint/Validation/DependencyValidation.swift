import PodspecModel
import PodspecReader

/// Each `s.dependency` of a consumer must resolve in the configured spec repos: a pod they know,
/// with a version satisfying the requirement (CocoaPods' resolver messages, reported as errors of
/// `dependencies` instead of aborting the validation). Dependencies on the pod's own subspecs
/// are resolved within the podspec.
enum DependencyValidation {
    /// No spec repo knows the pod (the resolver's `NoSpecFoundError`).
    static func notFound(_ dependency: String, dependent: String) -> String {
        "Unable to find a specification for `\(dependency)` depended upon by `\(dependent)`"
    }

    /// The spec repos know the pod, but no version satisfies the requirement.
    static func unsatisfied(_ dependency: String) -> String {
        "None of your spec sources contain a spec satisfying the dependency: `\(dependency)`."
    }

    /// Checks the consumer's dependencies (not at all without a source).
    static func run(
        _ consumer: Consumer, root: SpecNode, source: (any PodVersionSource)?, _ recorder: ValidationRecorder
    ) throws {
        guard let source else { return }
        for dependency in try consumer.dependencies() {
            let rootName = String(dependency.name.split(separator: "/", omittingEmptySubsequences: false).first ?? "")
            if rootName == root.name { continue }
            guard let versions = try source.versions(ofPod: rootName) else {
                recorder.error(.dependencies, notFound("\(dependency)", dependent: consumer.node.name ?? ""))
                continue
            }
            let satisfying = versions.filter { satisfies($0, dependency.requirement) }
            let found =
                try !satisfying.isEmpty
                && hasSubspec(dependency.name, rootName: rootName, in: satisfying, source: source)
            if !found {
                recorder.error(.dependencies, unsatisfied("\(dependency)"))
            }
        }
    }

    /// For `Pod/Sub`: whether some version (highest first) has that subspec, as the resolver's
    /// `subspec_by_name` looks; true for a root name or when the source gives no podspec to read.
    static func hasSubspec(_ name: String, rootName: String, in versions: [Version], source: any PodVersionSource)
        throws -> Bool
    {
        guard name != rootName else { return true }
        for version in versions.sorted(by: >) {
            guard let path = try source.specificationPath(ofPod: rootName, version: version) else { return true }
            guard let specification = try? PodspecLoader.load(path: path) else { continue }
            if SpecNode(root: specification).spec(named: name) != nil { return true }
        }
        return false
    }

    /// The resolver's rule: a pre-release only satisfies a requirement that names a pre-release.
    static func satisfies(_ version: Version, _ requirement: Requirement) -> Bool {
        if version.isPrerelease && !requirement.constraints.contains(where: { $0.version.isPrerelease }) {
            return false
        }
        return requirement.isSatisfied(by: version)
    }
}
