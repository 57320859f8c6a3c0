import OrderedCollections

/// `Pod::Dependency`: a pod name (possibly `Root/Sub`) with a version requirement, or an
/// external source.
public struct Dependency: Sendable, Hashable, CustomStringConvertible {
    public var name: String
    public var requirement: Requirement
    /// The external source hash (`:git => …`), when the dependency has one.
    public var externalSource: OrderedDictionary<PodValue, PodValue>?
    /// The `:source` podspec repo, when given.
    public var podspecRepo: PodValue?

    public init(name: String, requirement: Requirement = .default) {
        self.name = name
        self.requirement = requirement
    }

    /// `Dependency.new(name, *arguments)`: requirement strings or versions, optionally a last Hash
    /// (`:source` ⇒ podspec repo, anything else ⇒ external source).
    /// - Throws: `Pod::Informative` for the invalid combinations, `ArgumentError` for
    ///   ill-formed requirements (e.g. ``Illformed requirement `{:git=>"u"}` ``).
    public init(name: String, arguments: [PodValue]) throws {
        self.name = name
        var requirements = arguments
        if case .hash(let last)? = requirements.last {
            requirements.removeLast()
            var params = last.filter { $0.value != .null }
            if let source = params[.symbol("source")], source.isTruthy {
                podspecRepo = source
                params[.symbol("source")] = nil
                if !params.isEmpty {
                    throw ModelError(
                        .informative,
                        "A dependency with a specified podspec repo may not include other source parameters (\(name)).")
                }
            } else {
                externalSource = params.isEmpty ? nil : params
                if !requirements.isEmpty {
                    throw ModelError(
                        .informative,
                        "A dependency with an external source may not specify version requirements (\(name)).")
                }
            }
        } else if requirements.last == .symbol("head") {
            throw ModelError(
                .informative,
                "`:head` dependencies have been removed. Please use normal external source dependencies "
                    + "(`:git => 'GIT_REPO_URL'`) instead of `:head` for `\(name)`.")
        }
        self.requirement = try Requirement(values: requirements)
    }

    /// `Dependency.new(name, requirements)` as the Consumer builds it from a `dependencies` entry
    /// (`{"A" => ["~> 1.0"]}`, `{"A" => "~> 1.0"}`, `{"A" => []}`).
    public init(name: String, storedRequirements: PodValue) throws {
        try self.init(name: name, arguments: [storedRequirements])
    }

    /// Throws what `init(name:storedRequirements:)` throws, without building the dependency when the stored
    /// value is requirements (a Hash or a Symbol, which may be a source or `:head`, is built the general way).
    public static func validate(name: @autoclosure () -> String, storedRequirements: PodValue) throws {
        switch storedRequirements {
        case .hash, .symbol: _ = try Dependency(name: name(), storedRequirements: storedRequirements)
        default: try Requirement.validate(storedRequirements)
        }
    }

    /// Whether the name points to a subspec (`A/B`).
    public var isSubspecDependency: Bool { name.contains("/") }

    /// `root_name`: the part before the first `/`.
    public var rootName: String {
        String(name.split(separator: "/", maxSplits: 1, omittingEmptySubsequences: false).first ?? "")
    }

    /// `external?`
    public var isExternal: Bool { externalSource != nil }

    /// `to_s`: `Name`, `Name (~> 1.0)`, `Name (< 1.5, ~> 1.0)`, ``Name (from `url`, tag `v1`)``.
    public var description: String {
        var version = ""
        if let source = externalSource {
            version = Dependency.describe(source)
        } else if requirement != .default {
            version = requirement.description
        }
        return version.isEmpty ? name : "\(name) (\(version))"
    }

    private static func describe(_ source: OrderedDictionary<PodValue, PodValue>) -> String {
        func value(_ key: String) -> PodValue? { source[.symbol(key)] }
        func text(_ key: String) -> String { value(key)?.rubyToS ?? "" }
        var desc: String
        if value("git") != nil {
            desc = "`\(text("git"))`"
            for key in ["commit", "branch", "tag"] where value(key)?.isTruthy == true {
                desc += ", \(key) `\(text(key))`"
            }
        } else if let key = ["hg", "svn", "podspec", "path"].first(where: { value($0) != nil }) {
            desc = "`\(text(key))`"
        } else {
            desc = "`\(PodValue.hash(source).rubyInspect)`"
        }
        return "from \(desc)"
    }
}
