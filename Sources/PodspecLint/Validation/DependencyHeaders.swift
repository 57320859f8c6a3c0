import Foundation
import PodspecModel
import PodspecReader

/// Ours, for the imports check: the public headers of the pods a pod depends on, as the build
/// would see them. Each dependency is looked up in the configured spec repos (the highest version
/// satisfying every requirement on it), its podspec read and its source fetched as `spec lint`
/// fetches one — once per dependency per validation, and only when an import was not found in
/// the pod itself. A dependency that cannot be looked up, read or fetched is *not inspected*:
/// imports that may come from it are then warned about rather than reported as errors.
final class DependencyHeaders {
    /// What the dependencies of one pod target (on one platform) provide.
    struct Resolution {
        /// Lower-cased names under which the inspected dependencies' public headers can be imported.
        var headers: Set<String> = []
        /// Lower-cased root names of the dependencies whose headers were not inspected.
        var uninspected: Set<String> = []
        /// Whether an inspected dependency depends on other pods in turn (their headers are not inspected).
        var hasTransitiveDependencies = false

        /// Whether every header the build could find through a dependency is in `headers`.
        var isComplete: Bool { uninspected.isEmpty && !hasTransitiveDependencies }
    }

    /// A dependency's podspec and fetched files.
    private struct FetchedPod {
        let root: SpecNode
        let pathList: PathList
    }

    private let validator: Validator
    private var fetched: [String: FetchedPod?] = [:]
    private var folders: [String] = []

    init(validator: Validator) {
        self.validator = validator
    }

    /// The headers `dependencies` (of the pod `podName`, seen on `platform`) provide.
    func resolve(_ dependencies: [Dependency], podName: String, platform: String) -> Resolution {
        var resolution = Resolution()
        var requested: [(rootName: String, dependencies: [Dependency])] = []
        for dependency in dependencies where dependency.rootName != podName {
            if let index = requested.firstIndex(where: { $0.rootName == dependency.rootName }) {
                requested[index].dependencies.append(dependency)
            } else {
                requested.append((dependency.rootName, [dependency]))
            }
        }
        for (rootName, group) in requested {
            guard let pod = fetch(rootName, requirements: group.map(\.requirement)),
                let headers = try? publicHeaders(of: pod, names: group.map(\.name), platform: platform)
            else {
                resolution.uninspected.insert(rootName.lowercased())
                continue
            }
            resolution.headers.formUnion(headers.names)
            if headers.dependsOnOtherPods { resolution.hasTransitiveDependencies = true }
        }
        return resolution
    }

    /// Removes the fetched sources.
    func removeFetchedSources() {
        for folder in folders { try? FileManager.default.removeItem(atPath: folder) }
        folders = []
    }

    /// The pod `name` at the highest version satisfying `requirements`, fetched once; nil when it
    /// cannot be had.
    private func fetch(_ name: String, requirements: [Requirement]) -> FetchedPod? {
        guard let source = validator.options.versionSource,
            let version = (try? source.versions(ofPod: name))??.filter({ version in
                requirements.allSatisfy { DependencyValidation.satisfies(version, $0) }
            }).max()
        else { return nil }
        let key = "\(name) (\(version))"
        if let known = fetched[key] { return known }
        var pod: FetchedPod?
        if let path = try? source.specificationPath(ofPod: name, version: version),
            let specification = try? PodspecLoader.load(path: path, environment: validator.options.environment)
        {
            let root = SpecNode(root: specification)
            if let local = try? source.localFolder(ofPod: name, version: version),
                let pathList = try? PathList(root: local)
            {
                pod = FetchedPod(root: root, pathList: pathList)
            } else if let folder = try? validator.sourceFolder(name: name) {
                // Kept in `--validation-dir`; a temporary folder is removed by `removeFetchedSources`.
                if validator.options.validationDirectory == nil { folders.append(folder) }
                if let podRoot = try? validator.fetchSource(root, into: folder),
                    let pathList = try? PathList(root: podRoot)
                {
                    pod = FetchedPod(root: root, pathList: pathList)
                }
            }
        }
        fetched[key] = pod
        return pod
    }

    /// The public headers of the specs a dependency on `names` (`Dep`, `Dep/Core`, …) builds.
    private func publicHeaders(
        of pod: FetchedPod, names: [String], platform: String
    ) throws -> (names: Set<String>, dependsOnOtherPods: Bool) {
        var nodes: [SpecNode] = []
        for name in names {
            guard let node = pod.root.spec(named: name) else { throw ValidationFailure("no spec \(name)") }
            for target in try ValidationRun.targetNodes(node, root: pod.root, platform: platform)
            where !nodes.contains(where: { $0.name == target.name }) {
                nodes.append(target)
            }
        }
        let accessors = try nodes.map {
            try FileAccessor(pathList: pod.pathList, consumer: Consumer(node: $0, platformName: platform))
        }
        let rootName = pod.root.name ?? ""
        let dependsOnOtherPods = try accessors.contains { accessor in
            try accessor.consumer.dependencies().contains { $0.rootName != rootName }
        }
        let headers = try ImportValidation.availableHeaders(accessors, podName: rootName, publicOnly: true)
        return (headers, dependsOnOtherPods)
    }
}
