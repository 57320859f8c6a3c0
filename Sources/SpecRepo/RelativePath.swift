import Foundation

/// Ruby's `Pathname#relative_path_from` for absolute paths: `../../.cocoapods/repos/private`.
enum RelativePath {
    static func from(_ base: String, to path: String) -> String {
        let from = SpecRepository.absolute(base).split(separator: "/")
        let to = SpecRepository.absolute(path).split(separator: "/")
        var common = 0
        while common < from.count, common < to.count, from[common] == to[common] { common += 1 }
        let parts = Array(repeating: "..", count: from.count - common) + to[common...].map(String.init)
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }
}
