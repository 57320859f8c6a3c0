import Foundation
import PodspecModel

/// One run of `perform_extensive_analysis` over a podspec: the spec, then (unless `--no-subspecs`)
/// each library subspec recursively, in CocoaPods' order and with its result bookkeeping.
struct ValidationRun {
    let validator: Validator
    let root: SpecNode
    /// The podspec's path (for `.swift-version`).
    let file: String
    let recorder: ValidationRecorder
    /// The pod's root folder, or why it could not be had (raised at the first platform, as
    /// CocoaPods' `download_pod` does).
    var podRoot: Result<String, any Error> = .failure(ValidationFailure("no source"))
    var urlResponses: [URLChecker.Request: URLChecker.Response?] = [:]
    /// `UI.warn` notices, in order, once each.
    var notices: [String] = []
    private var pathList: PathList?
    /// Whether the files were fetched (`spec lint`): CocoaPods then deletes what no pattern matches.
    var isDownloaded = false
    /// The pod's folder as the user gave it (`lib lint`), for the files results point at.
    var shownFolder: String?
    private var keptFiles: Set<String>?
    private let importCache = ImportValidation.ImportCache()
    /// The dependency pods fetched for the imports check; the caller removes their sources.
    let dependencyHeaders: DependencyHeaders

    init(validator: Validator, root: SpecNode, file: String, recorder: ValidationRecorder) {
        self.validator = validator
        dependencyHeaders = DependencyHeaders(validator: validator)
        self.root = root
        self.file = file
        self.recorder = recorder
    }

    var options: ValidationOptions { validator.options }

    /// V1: `--subspec` names a test or app spec.
    static func nonLibrarySpec(_ name: String) -> String {
        "Validating a non library spec (`\(name)`) is not supported."
    }

    /// V2: what stopped the analysis of a spec (`Exception#to_s`).
    static func unknownError(_ reason: String) -> String {
        "Encountered an unknown error (\(reason)) during validation."
    }

    /// Raised (as V2) when `--platforms` names a platform the spec does not support.
    static func unsupportedPlatform(_ platform: String, spec: String) -> String {
        "Platform `\(platform)` is not supported by specification `\(spec)`."
    }

    /// V3 (public-only): no response at all.
    static func urlProblem(_ url: String) -> String { "There was a problem validating the URL \(url)." }

    /// V4 (public-only): a response that is not 2xx.
    static func urlUnreachable(_ url: String) -> String { "The URL (\(url)) is not reachable." }

    /// V5: a screenshot whose content type is not an image.
    static func invalidScreenshot(_ url: String) -> String { "The screenshot \(url) is not a valid image." }

    /// V6: an `:http` source that is not `https:` (or `file:`).
    static func insecureSource(_ url: String) -> String {
        "The URL (`\(url)`) doesn't use the encrypted HTTPS protocol. It is crucial for Pods to be transferred "
            + "over a secure protocol to protect your users from man-in-the-middle attacks. This will be an error "
            + "in future releases. Please update the URL to use https."
    }

    /// `--subspec`: that spec alone (V1 for a test or app spec), without its subspecs.
    mutating func analyzeOnly(_ node: SpecNode) {
        guard node.kind == .library else {
            recorder.error(.nonLibrarySpec, Self.nonLibrarySpec(node.name ?? ""))
            return
        }
        analyze(node, recursing: false)
    }

    /// `platforms_to_lint`: the spec's platforms, or the requested ones (each must be the spec's).
    func platformsToLint(_ node: SpecNode) throws -> [Platform] {
        let available = try node.availablePlatforms()
        guard let requested = options.platforms, !requested.isEmpty else { return available }
        var result: [Platform] = []
        for name in requested {
            let wanted = try Platform(name: name)
            guard let match = available.first(where: { $0.symbolicName == wanted.symbolicName }) else {
                throw ValidationFailure(
                    Self.unsupportedPlatform(wanted.displayName, spec: (try? node.description()) ?? ""))
            }
            if !result.contains(where: { $0.symbolicName == match.symbolicName }) { result.append(match) }
        }
        return result
    }

    /// `perform_extensive_analysis(spec)`; false when `--fail-fast` should stop.
    @discardableResult
    mutating func analyze(_ node: SpecNode, recursing: Bool = true) -> Bool {
        recorder.node = node
        do {
            if options.checkURLs { validateURLs(node) }
            validateSourceURL(node)
            if node.isRoot, (try RootAccessors.read("prepare_command", of: root)).isTruthy {
                recorder.note(.prepareCommand, Validator.prepareCommandNote)
            }
            for platform in try platformsToLint(node) {
                recorder.platform = platform.symbolicName
                try analyze(node, on: platform)
                if options.failFast && !recorder.passes(options.verdict) { return false }
            }
            guard options.analyzeSubspecs && recursing else { return true }
            for child in node.children where child.kind == .library {
                recorder.subspecName = child.name
                let passed = analyze(child)
                recorder.node = node
                if options.failFast && !passed { return false }
            }
            return true
        } catch {
            recorder.error(.validation, Self.unknownError(ValidationRun.message(error)))
            return false
        }
    }

    /// The platform loop's body: `download_pod`, `check_file_patterns`, `install_pod` (V10),
    /// `validate_swift_version`, `validate_vendored_dynamic_frameworks`, and our stand-ins for the build.
    private mutating func analyze(_ node: SpecNode, on platform: Platform) throws {
        let list = try files()
        let consumer = Consumer(node: node, platformName: platform.symbolicName)
        let targetNodes = try ValidationRun.targetNodes(node, root: root, platform: platform.symbolicName)
        let accessors = try targetNodes.map {
            try FileAccessor(pathList: list, consumer: Consumer(node: $0, platformName: platform.symbolicName))
        }
        let accessor = try FileAccessor(pathList: list, consumer: consumer)
        for target in accessors {
            try DependencyValidation.run(target.consumer, root: root, source: options.versionSource, recorder)
        }
        try FilePatternValidation.run(accessor, root: root, recorder)
        let usesSwift = try accessors.contains { try $0.sourceFiles.contains { RubyText.extname($0) == ".swift" } }
        if usesSwift {
            let usesXCTest = try accessors.contains { accessor in
                let frameworks =
                    try FileAccessor.strings(accessor.consumer.read("frameworks"))
                    + FileAccessor.strings(accessor.consumer.read("weak_frameworks"))
                return frameworks.contains("XCTest")
            }
            SwiftVersionValidation.dynamicFrameworkSupport(platform: platform, usesXCTest: usesXCTest, recorder)
            if let notice = try SwiftVersionValidation.run(
                root: root, swiftVersion: options.swiftVersion,
                dotSwiftVersion: SwiftVersionValidation.dotSwiftVersion(podspecFile: file), recorder),
                !notices.contains(notice)
            {
                notices.append(notice)
            }
        }
        try VendoredBinaryValidation.run(accessor, platform: platform, recorder)
        let dependencies = try accessors.flatMap { try $0.consumer.dependencies() }
        let customSearchPaths = try accessors.contains { accessor in
            guard case .hash(let xcconfig)? = try accessor.consumer.read("pod_target_xcconfig") else { return false }
            return xcconfig.keys.contains { ["HEADER_SEARCH_PATHS", "USER_HEADER_SEARCH_PATHS"].contains($0.rubyToS) }
        }
        guard options.checkImports else { return }
        let dependencyHeaders = self.dependencyHeaders
        let podName = root.name ?? ""
        try ImportValidation.run(
            accessors, podName: podName, customSearchPaths: customSearchPaths,
            keptFiles: isDownloaded ? try filesKeptAfterCleaning(list) : nil, shownFolder: shownFolder,
            cache: importCache,
            dependencies: {
                dependencyHeaders.resolve(dependencies, podName: podName, platform: platform.symbolicName)
            }, recorder)
    }

    /// The path list of the pod's root, read once.
    private mutating func files() throws -> PathList {
        if let pathList { return pathList }
        let list = try PathList(root: try podRoot.get())
        pathList = list
        return list
    }

    /// `PodSourceInstaller#clean_installation`: of a downloaded pod CocoaPods keeps only the files some
    /// file pattern of some spec matches (on any platform), a matched folder with all it holds.
    private mutating func filesKeptAfterCleaning(_ list: PathList) throws -> Set<String> {
        if let keptFiles { return keptFiles }
        var matched = Set<String>()
        for node in root.selfAndDescendants {
            for platform in try node.availablePlatforms() {
                let accessor = try FileAccessor(
                    pathList: list, consumer: Consumer(node: node, platformName: platform.symbolicName))
                for attribute in [
                    "source_files", "public_header_files", "private_header_files", "project_header_files",
                    "vendored_libraries", "resources", "preserve_paths", "vendored_frameworks",
                ] {
                    matched.formUnion(try accessor.files(for: attribute))
                }
                for bundle in try accessor.resourceBundles() { matched.formUnion(bundle.paths) }
            }
        }
        let folders = matched.filter { !list.lowercasedFiles.contains($0.lowercased()) }.map { $0 + "/" }
        var kept = Set(matched.map { $0.lowercased() })
        for file in list.files where folders.contains(where: { file.hasPrefix($0) }) { kept.insert(file.lowercased()) }
        keptFiles = kept
        return kept
    }

    /// The specs the pod target builds for `pod 'NAME'`: the spec, its default (else all) library
    /// subspecs recursively, and the pod's own subspecs it depends on.
    static func targetNodes(_ node: SpecNode, root: SpecNode, platform: String) throws -> [SpecNode] {
        var result: [SpecNode] = []
        var names = Set<String>()
        func include(_ node: SpecNode) throws {
            guard let name = node.name, names.insert(name).inserted else { return }
            result.append(node)
            var children = node.children.filter { $0.kind == .library }
            if node.isRoot, case .array(let defaults) = try RootAccessors.read("default_subspecs", of: node),
                !defaults.isEmpty
            {
                let wanted = defaults.map(\.rubyToS)
                children = wanted.contains("none") ? [] : children.filter { wanted.contains($0.spec.baseName ?? "") }
            }
            for child in children { try include(child) }
            let prefix = (root.name ?? "") + "/"
            for dependency in try Consumer(node: node, platformName: platform).dependencies()
            where dependency.name.hasPrefix(prefix) {
                if let target = root.spec(named: dependency.name) { try include(target) }
            }
        }
        try include(node)
        return result
    }

    /// `validate_homepage`, `validate_screenshots`, `validate_social_media_url`, `validate_documentation_url`.
    private func validateURLs(_ node: SpecNode) {
        for (request, isScreenshot, attribute) in Validator.urlChecks(node) {
            let response = urlResponses[request] ?? nil
            if let response {
                if !response.isSuccess {
                    recorder.note(.urls, Self.urlUnreachable(request.url), publicOnly: true, about: attribute)
                }
            } else {
                recorder.warning(.urls, Self.urlProblem(request.url), publicOnly: true, about: attribute)
            }
            if isScreenshot, let response,
                !(response.contentType.map { $0.range(of: "image/", options: .caseInsensitive) != nil } ?? false)
            {
                recorder.warning(.urls, Self.invalidScreenshot(request.url), attribute: "screenshot", about: attribute)
            }
        }
    }

    /// `validate_source_url` (V6).
    private func validateSourceURL(_ node: SpecNode) {
        guard case .hash(let source)? = try? RootAccessors.read("source", of: node),
            let http = source[.symbol("http")], http != .null
        else { return }
        let url = http.rubyToS
        let scheme = url.split(separator: ":", maxSplits: 1).first.map { $0.lowercased() }
        if url.contains(":"), scheme == "https" || scheme == "file" { return }
        recorder.warning(.httpSource, Self.insecureSource(url), about: "source")
    }

    /// `Exception#to_s` of what stopped the analysis.
    static func message(_ error: any Error) -> String {
        if let error = error as? ValidationFailure { return error.message }
        if let error = error as? ModelError { return error.message }
        return String(describing: error)
    }
}
