import PodspecModel
import Trust

/// Reading a CDN source's index lines (`Name/1.0.0/1.0.1/…`); which file holds them is `CDNLayout`'s.
enum CDNIndex {
    /// The version strings listed for `name` in a shard file's text; nil when the pod is not listed.
    static func versions(of name: String, in text: String) -> [String]? {
        for line in text.split(whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }) {
            var fields = line.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
            guard fields.first == name else { continue }
            fields.removeFirst()
            return fields.filter { !$0.isEmpty }
        }
        return nil
    }

    /// Checks a version taken from an index line: a usable path component and a `Pod::Version`.
    /// - Throws: pod's message for a version folder that is not a version.
    static func check(_ version: String, podPath: String, source: String) throws -> Version {
        let message =
            "An unexpected version directory `\(version)` was encountered for the `\(podPath)` Pod in the "
            + "`\(source)` repository."
        do {
            try ContainedRoot.checkComponent(version)
        } catch {
            throw SpecRepoError(message)
        }
        guard let parsed = try? Version(version) else { throw SpecRepoError(message) }
        return parsed
    }
}
