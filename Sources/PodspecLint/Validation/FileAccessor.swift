import Foundation
import PodspecModel

/// CocoaPods' `Sandbox::FileAccessor` for one consumer: the paths each file-pattern attribute
/// matches in the pod's `PathList` (relative paths), the license file and the module map.
struct FileAccessor {
    /// `Xcodeproj::Constants::HEADER_FILES_EXTENSIONS`
    static let headerExtensions = [".h", ".hh", ".hpp", ".ipp", ".tpp", ".hxx", ".def", ".inl", ".inc"]
    /// `SOURCE_FILE_EXTENSIONS`
    static let sourceExtensions = [".m", ".mm", ".i", ".c", ".cc", ".cxx", ".cpp", ".c++", ".swift"] + headerExtensions
    /// `GLOB_PATTERNS`: the folder patterns of `source_files` and `public_header_files`.
    static let sourceDirPattern = "*{" + sourceExtensions.joined(separator: ",") + "}"
    static let headerDirPattern = "*{" + headerExtensions.joined(separator: ",") + "}"
    static let licensePattern = "licen{c,s}e{*,.*}"

    let pathList: PathList
    let consumer: Consumer
    /// `spec_consumer.exclude_files`
    let excludes: [String]

    init(pathList: PathList, consumer: Consumer) throws {
        self.pathList = pathList
        self.consumer = consumer
        excludes = try FileAccessor.strings(consumer.read("exclude_files"))
    }

    /// The patterns written for a file-pattern attribute (`spec_consumer.send(attr)`).
    func patterns(_ attribute: String) throws -> [String] {
        try FileAccessor.strings(consumer.read(attribute))
    }

    static func strings(_ value: PodValue?) -> [String] {
        switch value {
        case .array(let items)?: return items.filter { $0 != .null }.map(\.rubyToS)
        case nil, .null?: return []
        case let other?: return [other.rubyToS]
        }
    }

    /// `paths_for_attribute(attribute, include_dirs)`
    func paths(_ attribute: String, includeDirectories: Bool = false) throws -> [String] {
        let dirPattern: String?
        switch attribute {
        case "source_files": dirPattern = FileAccessor.sourceDirPattern
        case "public_header_files": dirPattern = FileAccessor.headerDirPattern
        default: dirPattern = nil
        }
        return pathList.glob(
            try patterns(attribute), dirPattern: dirPattern, excluding: excludes,
            includeDirectories: includeDirectories)
    }

    /// The paths an attribute's check looks at, with the `include_dirs` CocoaPods uses for it.
    func files(for attribute: String) throws -> [String] {
        switch attribute {
        case "resources", "preserve_paths", "vendored_frameworks": return try paths(attribute, includeDirectories: true)
        default: return try paths(attribute)
        }
    }

    var sourceFiles: [String] { get throws { try paths("source_files") } }

    /// `headers`: the source files with a header extension.
    var headers: [String] {
        get throws { try sourceFiles.filter { FileAccessor.headerExtensions.contains(RubyText.extname($0)) } }
    }

    /// `public_headers(include_frameworks)`: the public header files, else all headers, minus
    /// the project and private ones.
    func publicHeaders(includeFrameworks: Bool = false) throws -> [String] {
        let declared = try paths("public_header_files")
        var headers = declared.isEmpty ? try self.headers : declared
        if includeFrameworks { headers += try vendoredFrameworkHeaders() }
        let hidden = Set(try paths("project_header_files") + paths("private_header_files"))
        return headers.filter { !hidden.contains($0) }
    }

    /// Header files inside the vendored frameworks (`<fw>/Headers/**`, and the slices of an xcframework).
    func vendoredFrameworkHeaders() throws -> [String] {
        let frameworks = try paths("vendored_frameworks", includeDirectories: true)
        return frameworks.flatMap { framework in
            pathList.files.filter {
                $0.hasPrefix(framework + "/") && $0.dropFirst(framework.count).contains("/Headers/")
                    && FileAccessor.headerExtensions.contains(RubyText.extname($0))
            }
        }
    }

    /// `resource_bundles`: each bundle's matched paths (folders included), in declaration order.
    func resourceBundles() throws -> [(name: String, paths: [String])] {
        guard case .hash(let bundles)? = try consumer.read("resource_bundles") else { return [] }
        return bundles.map { name, patterns in
            (name.rubyToS, pathList.glob(FileAccessor.strings(patterns), excluding: excludes, includeDirectories: true))
        }
    }

    /// `license`: `license[:file]` when it exists, else the first `licen{c,s}e{*,.*}` at the root.
    func license(_ license: PodValue) -> String? {
        if case .hash(let h) = license, let file = h[.symbol("file")], file.isTruthy {
            let path = FileAccessor.join(pathList.root, file.rubyToS)
            if FileAccessor.exists(path) { return path }
        }
        return pathList.glob([FileAccessor.licensePattern]).first.map(pathList.absolute)
    }

    /// `Pathname#+`: an absolute right-hand side replaces the left.
    static func join(_ root: String, _ path: String) -> String {
        path.hasPrefix("/") ? path : root + "/" + path
    }

    static func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: path)
    }
}
