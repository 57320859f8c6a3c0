import Foundation
import PodspecReader

/// The name `pod` gives a spec repo it adds by itself for a URL (`name_for_url`): the GitHub owner
/// (`https://github.com/Artsy/Specs.git` → `artsy`), else the host's second-level domain and the
/// path (`https://sourceforge.org/Artsy/Specs.git` → `sourceforge-artsy`), made unique in the
/// repos folder with `-1`, `-2`, …
public enum RepoNaming {
    public static func name(for url: String, in reposDirectory: ReposDirectory) -> String {
        let base = baseName(for: url)
        var name = base
        var index = 1
        while DirectoryListing.exists((reposDirectory.path as NSString).appendingPathComponent(name)) {
            name = "\(base)-\(index)"
            index += 1
        }
        return name
    }

    /// The registrable label of `host` (PublicSuffix's `sld`), with the usual two-level suffixes
    /// (`co.uk`, `com.au`, …) known: `git.acme.co.uk` → `acme`.
    static func registeredName(_ host: String) -> String {
        let labels = host.split(separator: ".").map(String.init)
        guard labels.count >= 2 else { return labels.first ?? "" }
        let secondLevel = ["co", "com", "org", "net", "ac", "gov", "edu", "ne", "or"]
        if labels.count >= 3, labels[labels.count - 1].count == 2, secondLevel.contains(labels[labels.count - 2]) {
            return labels[labels.count - 3]
        }
        return labels[labels.count - 2]
    }

    static func baseName(for url: String) -> String {
        let lowered = url.lowercased()
        if lowered.range(of: #"github\.com[:/]+cocoapods/specs"#, options: .regularExpression) != nil { return "trunk" }
        if let range = lowered.range(of: #"github\.com[:/]+[^/]+/"#, options: .regularExpression) {
            let owner = lowered[range].split(whereSeparator: { $0 == ":" || $0 == "/" }).last.map(String.init)
            return owner ?? lowered
        }
        var host: String?
        var path: String
        if let scheme = lowered.range(of: "://") {
            let rest = lowered[scheme.upperBound...]
            let slash = rest.firstIndex(of: "/") ?? rest.endIndex
            let authority = rest[..<slash]
            host = String(authority.split(separator: "@").last ?? authority).split(separator: ":").first.map(
                String.init)
            path = String(rest[slash...])
        } else if let at = lowered.firstIndex(of: "@"), let colon = lowered[at...].firstIndex(of: ":") {
            host = String(lowered[lowered.index(after: at)..<colon])
            path = String(lowered[lowered.index(after: colon)...])
        } else {
            return lowered
        }
        if path.hasSuffix(".git") { path.removeLast(4) }
        var components = path.split(separator: "/").map(String.init)
        if components.count > 1, components.last == "specs" { components.removeLast() }
        var parts: [String] = []
        if let host, !host.isEmpty {
            parts.append(registeredName(host))
        }
        parts += components
        return parts.filter { !$0.isEmpty }.joined(separator: "-")
    }
}
