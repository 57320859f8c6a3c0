import Foundation
import Testing

@testable import PodspecLint

/// File patterns, headers, license, module map, Swift versions, dependencies and imports on pods
/// written into a scratch folder.
struct LocalFilesTests {
    let scratch: ScratchFolder

    init() throws {
        scratch = try ScratchFolder()
    }

    /// Writes `files` and a podspec with `body` (after the required attributes) and validates it.
    func validate(
        _ body: String, files: [String: String] = [:], options: ValidationOptions = ValidationHarness.offline()
    ) throws -> [String] {
        for (path, contents) in files { try scratch.write("Pod/" + path, contents) }
        let path = try scratch.write(
            "Pod/Pod.podspec",
            ValidationHarness.podspecText(
                "Pod",
                """
                  s.homepage     = 'https://example.com/Pod'
                  s.source       = { :git => 'https://example.com/Pod.git', :tag => s.version.to_s }
                \(body)
                """))
        return ValidationHarness.lines(ValidationHarness.validate(path, options: options))
    }

    @Test func patternSeverityPerAttribute() throws {
        let lines = try validate(
            """
              s.license = { :type => 'MIT', :file => 'LICENSE' }
              s.platform = :osx, '10.13'
              s.source_files = 'Sources/*.{h,m}'
              s.resources = 'Assets/*.png'
              s.preserve_paths = 'Scripts'
              s.vendored_libraries = 'Libraries/*.a'
              s.public_header_files = 'Headers/*.h'
              s.resource_bundles = { 'Pod' => ['Bundle/*'] }
            """, files: ["LICENSE": "MIT", "Sources/A.m": ""])
        #expect(
            lines == [
                "    - ERROR | [OSX] file patterns: \(FilePatternValidation.unmatched("resources"))",
                "    - ERROR | file patterns: \(FilePatternValidation.unmatched("preserve_paths"))",
                "    - WARN  | [OSX] file patterns: \(FilePatternValidation.unmatched("vendored_libraries"))",
                "    - WARN  | [OSX] file patterns: \(FilePatternValidation.unmatched("public_header_files"))",
                "    - ERROR | [OSX] file patterns: \(FilePatternValidation.unmatchedBundle("Pod"))",
            ])
    }

    /// The first lines of most bodies: an MIT license file, iOS 12.
    static let licensedIOS = """
          s.license = { :type => 'MIT', :file => 'LICENSE' }
          s.platform = :ios, '12.0'

        """

    /// An iOS pod with a `Core` subspec matching nothing and an `Extra` one missing its resources.
    static let subspecs = """
          s.license = { :type => 'MIT', :file => 'LICENSE' }
          s.platform = :ios, '12.0'
          s.subspec 'Core' do |c|
            c.source_files = 'Core/*.m'
          end
          s.subspec 'Extra' do |e|
            e.source_files = 'Extra/*.m'
            e.resources = 'Extra/*.png'
          end
        """

    @Test func subspecResultsNameTheirSubspecs() throws {
        let lines = try validate(Self.subspecs, files: ["LICENSE": "MIT", "Extra/A.m": ""])
        #expect(
            lines == [
                "    - ERROR | [iOS] [Pod/Core] file patterns: \(FilePatternValidation.unmatched("source_files"))",
                "    - ERROR | [iOS] [Pod/Extra] file patterns: \(FilePatternValidation.unmatched("resources"))",
            ])
        #expect(CocoaPodsRenderer.subspecsPrefix(["A/B", "A/C", "A/D", "A/E"]) == "[A/B, A/C, A/D, and more...] ")
    }

    @Test func subspecAndPlatformsOptions() throws {
        let body =
            Self.subspecs + """

                  s.test_spec 'Tests' do |t|
                    t.source_files = 'Tests/*.m'
                  end
                """
        var options = ValidationHarness.offline()
        options.subspec = "Core"
        #expect(
            try validate(body, files: ["LICENSE": "MIT"], options: options) == [
                "    - ERROR | [iOS] [Pod/Core] file patterns: \(FilePatternValidation.unmatched("source_files"))"
            ])
        options.subspec = "Pod/Tests"
        #expect(
            try validate(body, files: ["LICENSE": "MIT"], options: options) == [
                "    - ERROR | [Pod/Tests] spec: \(ValidationRun.nonLibrarySpec("Pod/Tests"))"
            ])
        options.subspec = nil
        options.platforms = ["watchos"]
        #expect(
            try validate(body, files: ["LICENSE": "MIT"], options: options) == [
                "    - ERROR | unknown: \(ValidationRun.unknownError(ValidationRun.unsupportedPlatform("watchOS", spec: "Pod (1.0.0)")))"
            ])
    }

    @Test func failFastStopsAfterTheFirstFailingPlatform() throws {
        var options = ValidationHarness.offline()
        options.failFast = true
        let body = """
              s.license = { :type => 'MIT', :file => 'LICENSE' }
              s.ios.deployment_target = '12.0'
              s.osx.deployment_target = '10.13'
              s.source_files = 'Nothing/*.m'
            """
        #expect(
            try validate(body, files: ["LICENSE": "MIT"], options: options) == [
                "    - ERROR | [iOS] file patterns: \(FilePatternValidation.unmatched("source_files"))"
            ])
        #expect(
            try validate(body, files: ["LICENSE": "MIT"]) == [
                "    - ERROR | file patterns: \(FilePatternValidation.unmatched("source_files"))"
            ])
    }

    @Test func unresolvedImportIsAWarningWhenADependencyMayProvideIt() throws {
        let lines = try validate(
            Self.licensedIOS + """
                  s.source_files = 'A.m'
                  s.dependency 'Other', '~> 1.0'
                """, files: ["LICENSE": "MIT", "A.m": "#import \"OtherHeader.h\"\n#import \"Other/Other.h\"\n"])
        #expect(
            lines == ["    - WARN  | [iOS] imports: \(ImportValidation.notFound("A.m:1:9", header: "OtherHeader.h"))"])
    }

    @Test func headerChecksAndLibraryNames() throws {
        let lines = try validate(
            Self.licensedIOS + """
                  s.source_files = 'Sources/*.{h,m}'
                  s.public_header_files = 'Sources/*', 'Other/*.h'
                  s.vendored_libraries = 'Libraries/*'
                """,
            files: [
                "LICENSE": "MIT", "Sources/A.h": "", "Sources/A.m": "", "Other/B.h": "", "Libraries/foo.a": "",
                "Libraries/libbar.dylib": "",
            ])
        let root = Validator.realPath(scratch.path + "/Pod")
        #expect(
            lines == [
                "    - WARN  | [iOS] vendored_libraries: \(FilePatternValidation.libraryName("foo.a"))",
                "    - ERROR | [iOS] public_header_files: \(FilePatternValidation.nonHeaders(["Sources/A.m"]))",
                "    - ERROR | [iOS] public_header_files: \(FilePatternValidation.headersNotInSources(["\(root)/Other/B.h"]))",
            ])
    }

    @Test func headerMappingsDirAndModuleMap() throws {
        let lines = try validate(
            Self.licensedIOS + """
                  s.source_files = 'Sources/**/*.{h,m}'
                  s.header_mappings_dir = 'Sources/include'
                  s.module_map = 'Sources/module.map'
                """,
            files: ["LICENSE": "MIT", "Sources/include/Pod/A.h": "", "Sources/B.h": "", "Sources/A.m": ""])
        #expect(
            lines == [
                "    - ERROR | [iOS] header_mappings_dir: \(FilePatternValidation.headersOutsideMappingsDir(["Sources/B.h"]))",
                "    - ERROR | [iOS] module_map: \(FilePatternValidation.moduleMapNotFound)",
                "    - ERROR | [iOS] module_map: \(FilePatternValidation.moduleMapExtension("Sources/module.map"))",
            ])
    }

    @Test(arguments: [
        ("s.license = 'MIT'", ["LICENCE.md": "x"], true), ("s.license = 'MIT'", ["license": "x"], true),
        ("s.license = { :type => 'MIT', :file => 'docs/COPYING' }", ["docs/COPYING": "x"], true),
        ("s.license = { :type => 'MIT', :file => 'docs/COPYING' }", [:], false),
        ("s.license = { :type => 'MIT', :text => 'Permission is granted' }", [:], true),
        ("s.license = 'Public Domain'", [:], true), ("s.license = 'MIT'", ["COPYING": "x"], false),
    ])
    func licenseDetection(license: String, files: [String: String], found: Bool) throws {
        let lines = try validate(
            "  \(license)\n  s.platform = :ios, '12.0'\n  s.source_files = 'A.m'",
            files: files.merging(["A.m": ""]) { $1 })
        #expect(lines.contains("    - WARN  | [iOS] license: \(FilePatternValidation.licenseNotFound)") == !found)
    }

    @Test func swiftVersions() throws {
        let files = ["LICENSE": "MIT", "A.swift": ""]
        let base =
            "  s.license = { :type => 'MIT', :file => 'LICENSE' }\n  s.platform = :ios, '12.0'\n  s.source_files = 'A.swift'"
        #expect(
            try validate(base, files: files) == [
                "    - WARN  | [iOS] swift: \(SwiftVersionValidation.defaultVersionUsed)"
            ])
        var options = ValidationHarness.offline()
        options.swiftVersion = "5.9"
        #expect(
            try validate(base + "\n  s.swift_versions = ['5.0', '5.1']", files: files, options: options) == [
                "    - ERROR | [iOS] swift: \(SwiftVersionValidation.inconsistentWithLint(spec: "Pod", versions: ["5.0", "5.1"], swiftVersion: "5.9"))"
            ])
        try scratch.write("Pod/.swift-version", "4.2\n")
        #expect(
            try validate(base + "\n  s.swift_versions = '5.0'", files: files) == [
                "    - ERROR | [iOS] swift: \(SwiftVersionValidation.inconsistentWithDotSwiftVersion(spec: "Pod", versions: ["5.0"], dotSwiftVersion: "4.2"))"
            ])
    }

    /// `.swift-version`'s text is printed in results: a link to a secret outside the podspec's folder is not
    /// read, and a FIFO does not block.
    @Test func aDotSwiftVersionLinkedOutsideOrAFIFOIsNotRead() throws {
        let podspec = scratch.path + "/Pod/Pod.podspec"
        try scratch.write("Pod/.swift-version", "5.0\n")
        #expect(SwiftVersionValidation.dotSwiftVersion(podspecFile: podspec) == "5.0")
        try FileManager.default.removeItem(atPath: scratch.path + "/Pod/.swift-version")
        try scratch.write("secret", "sk_live_secret\n")
        try FileManager.default.createSymbolicLink(
            atPath: scratch.path + "/Pod/.swift-version", withDestinationPath: scratch.path + "/secret")
        #expect(SwiftVersionValidation.dotSwiftVersion(podspecFile: podspec) == nil)
        try FileManager.default.removeItem(atPath: scratch.path + "/Pod/.swift-version")
        #expect(mkfifo(scratch.path + "/Pod/.swift-version", 0o600) == 0)
        #expect(SwiftVersionValidation.dotSwiftVersion(podspecFile: podspec) == nil)
    }

    @Test func iOSBelowEightRefusesSwiftAndDynamicBinaries() throws {
        // A thin 64-bit Mach-O header whose file type is MH_DYLIB (6), little-endian.
        let path = scratch.path + "/Pod/Libraries/libdyn.dylib"
        try FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        _ = FileManager.default.createFile(
            atPath: path, contents: Data([0xCF, 0xFA, 0xED, 0xFE, 7, 0, 0, 1, 3, 0, 0, 0, 6, 0, 0, 0]))
        let lines = try validate(
            """
              s.license = { :type => 'MIT', :file => 'LICENSE' }
              s.platform = :ios, '7.0'
              s.swift_versions = ['5.0']
              s.source_files = 'A.swift'
              s.vendored_libraries = 'Libraries/*.dylib'
            """, files: ["LICENSE": "MIT", "A.swift": ""])
        #expect(
            lines == [
                "    - ERROR | [iOS] swift: \(SwiftVersionValidation.swiftBelowIOS8)",
                "    - ERROR | [iOS] dynamic: \(VendoredBinaryValidation.dynamicBelowIOS8)",
            ])
        #expect(VendoredBinaryValidation.isDynamic(path))
        #expect(!VendoredBinaryValidation.isDynamic(scratch.path + "/Pod/A.swift"))
    }

    @Test func prepareCommandIsNotRunButNoted() throws {
        let lines = try validate(
            Self.licensedIOS + """
                  s.prepare_command = 'touch Generated.m'
                  s.source_files = 'Generated.m'
                """, files: ["LICENSE": "MIT"])
        #expect(
            lines == [
                "    - NOTE  | prepare_command: \(Validator.prepareCommandNote)",
                "    - ERROR | [iOS] file patterns: \(FilePatternValidation.unmatched("source_files"))",
            ])
        #expect(!FileManager.default.fileExists(atPath: scratch.path + "/Pod/Generated.m"))
    }

    @Test func dependenciesResolveInTheSpecRepos() throws {
        var options = ValidationHarness.offline()
        options.versionSource = StaticPodVersionSource([
            "Alamofire": [try .init("4.9.1"), try .init("5.8.0"), try .init("6.0.0-beta.1")]
        ])
        let lines = try validate(
            Self.licensedIOS + """
                  s.source_files = 'A.m'
                  s.dependency 'Alamofire', '~> 5.0'
                  s.dependency 'Alamofire/Core', '>= 6.0'
                  s.dependency 'Nowhere', '1.0'
                """, files: ["LICENSE": "MIT", "A.m": ""], options: options)
        #expect(
            lines == [
                "    - ERROR | [iOS] dependencies: \(DependencyValidation.unsatisfied("Alamofire/Core (>= 6.0)"))",
                "    - ERROR | [iOS] dependencies: \(DependencyValidation.notFound("Nowhere (= 1.0)", dependent: "Pod"))",
            ])
    }

    @Test func importsResolveLikeTheBuild() throws {
        let lines = try validate(
            Self.licensedIOS + """
                  s.source_files = 'Sources/**/*.{h,m}'
                  s.vendored_frameworks = 'Frameworks/Vendor.framework'
                  s.subspec 'Extra' do |e|
                    e.source_files = 'Extra/*.{h,m}'
                  end
                """,
            files: [
                "LICENSE": "MIT", "Sources/Sub/Deep.h": "", "Sources/Local.h": "",
                "Sources/A.m":
                    "#import \"Deep.h\"\n#import \"Pod/Local.h\"\n#import \"Vendor/Vendor.h\"\n#import \"VENDOR.h\"\n#import \"Sub/Deep.h\"\n#import \"Extra.h\"\n#import \"Missing.h\"\n#import \"Pod-Swift.h\"\n",
                "Frameworks/Vendor.framework/Headers/Vendor.h": "", "Frameworks/Vendor.framework/Vendor": "",
                "Extra/Extra.h": "", "Extra/Extra.m": "#import \"Extra.h\"\n#import \"Local.h\"\n",
            ])
        #expect(
            lines == [
                "    - ERROR | [iOS] imports: \(ImportValidation.notFound("Sources/A.m:7:9", header: "Missing.h"))",
                "    - ERROR | [iOS] [Pod/Extra] imports: \(ImportValidation.notFound("Extra/Extra.m:2:9", header: "Local.h"))",
            ])
    }
}
