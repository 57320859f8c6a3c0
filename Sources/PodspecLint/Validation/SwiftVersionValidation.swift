import Foundation
import PodspecModel
import Trust

/// CocoaPods' `Validator#validate_swift_version` (V7–V9) and the iOS-8 Swift check (V10), for a
/// pod that has Swift sources. `spec` is the podspec's root, as in CocoaPods.
enum SwiftVersionValidation {
    /// `Validator::DEFAULT_SWIFT_VERSION`
    static let defaultSwiftVersion = "4.0"

    /// V7: `swift_versions` leaves out the version a `.swift-version` file names.
    static func inconsistentWithDotSwiftVersion(spec: String, versions: [String], dotSwiftVersion: String) -> String {
        "Specification `\(spec)` specifies inconsistent `swift_versions` (\(sentence(versions))) compared to the one "
            + "present in your `.swift-version` file (`\(dotSwiftVersion)`). Please remove the `.swift-version` file "
            + "which is now deprecated and only use the `swift_versions` attribute within your podspec."
    }

    /// V8: `swift_versions` leaves out the `--swift-version` given.
    static func inconsistentWithLint(spec: String, versions: [String], swiftVersion: String) -> String {
        "Specification `\(spec)` specifies inconsistent `swift_versions` (\(sentence(versions))) compared to the one "
            + "passed during lint (`\(swiftVersion)`)."
    }

    /// V9: no Swift version anywhere.
    static let defaultVersionUsed =
        "The validator used Swift `\(defaultSwiftVersion)` by default because no Swift version was specified. "
        + "To specify a Swift version during validation, add the `swift_versions` attribute in your podspec. "
        + "Note that usage of a `.swift-version` file is now deprecated."

    /// The `UI.warn` notice when only a `.swift-version` file names the version (CocoaPods writes
    /// `.swift_version` here).
    static let dotSwiftVersionDeprecated =
        "Usage of the `.swift_version` file has been deprecated! Please delete the file and use the "
        + "`swift_versions` attribute within your podspec instead.\n"

    /// V10
    static let swiftBelowIOS8 = "Swift support uses dynamic frameworks and is therefore only supported on iOS > 8."

    /// The versions as CocoaPods lists them: `` `5.0` and `5.1` ``.
    static func sentence(_ versions: [String]) -> String { RubyText.toSentence(versions.map { "`\($0)`" }) }

    /// `dot_swift_version`: the stripped contents of `.swift-version` next to the podspec, read inside the
    /// podspec's folder (a link leading out of it, a FIFO or more than 4 KiB counts as no file), since its
    /// text is printed in results.
    static func dotSwiftVersion(podspecFile: String) -> String? {
        let folder = (podspecFile as NSString).deletingLastPathComponent
        guard let bytes = try? ContainedRoot(folder.isEmpty ? "." : folder).read(".swift-version", maximumSize: 4096)
        else { return nil }
        return String(decoding: bytes, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// V7–V9. Returns the deprecation notice CocoaPods prints with `UI.warn` when only a
    /// `.swift-version` file names the version.
    @discardableResult
    static func run(
        root: SpecNode, swiftVersion: String?, dotSwiftVersion: String?, _ recorder: ValidationRecorder
    ) throws -> String? {
        guard case .array(let declared) = try RootAccessors.read("swift_versions", of: root) else { return nil }
        let versions = declared.map(\.rubyToS)
        let name = root.name ?? ""
        if !versions.isEmpty {
            if let dot = dotSwiftVersion, !versions.contains(dot) {
                recorder.error(
                    .swift, inconsistentWithDotSwiftVersion(spec: name, versions: versions, dotSwiftVersion: dot))
                return nil
            }
            if let swiftVersion, !versions.contains(swiftVersion) {
                recorder.error(.swift, inconsistentWithLint(spec: name, versions: versions, swiftVersion: swiftVersion))
                return nil
            }
        }
        guard swiftVersion == nil && versions.isEmpty else { return nil }
        if dotSwiftVersion != nil {
            return dotSwiftVersionDeprecated
        }
        recorder.warning(.swift, defaultVersionUsed)
        return nil
    }

    /// V10: on iOS with no deployment target or one below 8, Swift needs XCTest linked by some consumer.
    static func dynamicFrameworkSupport(
        platform: Platform, usesXCTest: Bool, _ recorder: ValidationRecorder
    ) {
        guard platform.symbolicName == "ios" else { return }
        if let target = platform.deploymentTarget, target.major >= 8 { return }
        if !usesXCTest {
            recorder.error(.swiftBelowIOS8, swiftBelowIOS8)
        }
    }
}
