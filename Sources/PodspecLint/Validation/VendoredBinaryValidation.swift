import Foundation
import PodspecModel

/// CocoaPods' `validate_vendored_dynamic_frameworks` (V11): on iOS with no deployment target or
/// one below 8, vendored frameworks and libraries must not be dynamic. A binary is dynamic when
/// its Mach-O header (the first slice of a fat file) says `MH_DYLIB`, as `LinkageAnalyzer` decides.
enum VendoredBinaryValidation {
    /// V11
    static let dynamicBelowIOS8 = "Dynamic frameworks and libraries are only supported on iOS 8.0 and onwards."

    static func run(_ accessor: FileAccessor, platform: Platform, _ recorder: ValidationRecorder) throws {
        guard platform.symbolicName == "ios" else { return }
        if let target = platform.deploymentTarget, target.major >= 8 { return }
        let frameworks = try accessor.paths("vendored_frameworks", includeDirectories: true).filter {
            $0.hasSuffix(".framework")
        }
        let binaries =
            frameworks.map { framework in
                let name = ((framework as NSString).lastPathComponent as NSString).deletingPathExtension
                return accessor.pathList.absolute(framework) + "/" + name
            } + (try accessor.paths("vendored_libraries")).map(accessor.pathList.absolute)
        if binaries.contains(where: isDynamic) {
            recorder.error(.dynamic, dynamicBelowIOS8)
        }
    }

    /// Whether the file at `path` is a Mach-O dynamic library.
    static func isDynamic(_ path: String) -> Bool {
        guard let handle = FileHandle(forReadingAtPath: path) else { return false }
        defer { try? handle.close() }
        guard let header = try? handle.read(upToCount: 64), header.count >= 16 else { return false }
        let bytes = [UInt8](header)
        func big(_ at: Int) -> UInt32 {
            bytes[at..<at + 4].reduce(0) { $0 << 8 | UInt32($1) }
        }
        switch big(0) {
        case 0xCAFE_BABE, 0xCAFE_BABF:  // fat: look at the first slice
            guard bytes.count >= 28 else { return false }
            let offset = UInt64(big(16))
            guard (try? handle.seek(toOffset: offset)) != nil,
                let slice = try? handle.read(upToCount: 16), slice.count >= 16
            else { return false }
            return fileType([UInt8](slice)) == 6
        default:
            return fileType(bytes) == 6
        }
    }

    /// `filetype` of a thin Mach-O header (either byte order), nil when it isn't one.
    static func fileType(_ bytes: [UInt8]) -> UInt32? {
        guard bytes.count >= 16 else { return nil }
        let magic = bytes[0..<4].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
        switch magic {
        case 0xFEED_FACE, 0xFEED_FACF: return bytes[12..<16].reduce(0) { $0 << 8 | UInt32($1) }
        case 0xCEFA_EDFE, 0xCFFA_EDFE: return bytes[12..<16].reversed().reduce(0) { $0 << 8 | UInt32($1) }
        default: return nil
        }
    }
}
