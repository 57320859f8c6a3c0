import ArgumentParser
import Foundation
import SpecRepo

/// `podspec spec which NAME`: prints the path of a pod's podspec in the spec repos, like `pod spec which`.
struct SpecWhichCommand: GlobalOptionsCommand {
    static let configuration = CommandConfiguration(
        commandName: "which", abstract: "Prints the path of the given spec.",
        discussion:
            "Prints the path of the .podspec file(s) of the pod named `NAME` in the spec repos.\n\nExample: podspec spec which MyPod --show-all"
    )

    @OptionGroup var query: SpecQuery

    @OptionGroup var global: GlobalOptions

    func run() throws {
        let pattern = try query.pattern(Self.self)
        try RepoCommandSupport.informative(colours: global.colours) {
            Console.output(try query.paths(pattern).joined(separator: "\n") + "\n")
        }
    }
}

/// The query of `spec which` and `spec cat`: a pod name (or regular expression), a version, all.
struct SpecQuery: ParsableArguments {
    @Argument(help: "The pod name (`.podspec` is ignored).") var name: String?
    @Flag(help: "Interpret the `NAME` as a regular expression.") var regex = false
    @Flag(help: "Print all versions of the given podspec.") var showAll = false
    @Option(help: "Print a specific version of the given podspec.") var version: String?

    /// The name as a pattern; throws a help error when missing or not a valid regular expression.
    func pattern<C: ParsableCommand>(_ command: C.Type) throws -> String {
        let cleaned = (name ?? "").replacingOccurrences(of: ".podspec", with: "")
        guard !cleaned.isEmpty else { throw RepoCommandSupport.helpError("A podspec name is required.", command) }
        do {
            return try PodSearch.pattern([cleaned], isRegex: regex)
        } catch let error as SpecRepoError {
            throw RepoCommandSupport.helpError(error.message, command)
        }
    }

    /// `get_path_of_spec`: the highest version's podspec, the one of `--version`, or every one.
    func paths(_ pattern: String) throws -> [String] {
        try files(pattern).map(\.path)
    }

    /// The podspec files `paths` names, each readable only through its repo's root.
    func files(_ pattern: String) throws -> [SpecFile] {
        let search = PodSearch(repositories: RepoCommandSupport.reposDirectory.repositories())
        let sets = try search.sets(nameMatching: pattern)
        guard !sets.isEmpty else { throw SpecRepoError.noPodNamed(pattern) }
        let set: PodSet
        if sets.count == 1 {
            set = sets[0]
        } else if let exact = sets.first(where: { $0.name == pattern }) {
            set = exact
        } else {
            throw SpecRepoError(
                "More than one spec found for '\(pattern)':\n\(sets.map(\.name).joined(separator: ", "))")
        }
        if showAll { return try set.allSpecificationFiles() }
        if let version {
            guard let file = try set.specificationFiles(version: version).first else {
                throw SpecRepoError("Can't find spec for \(set.name).")
            }
            return [file]
        }
        return [try set.highestSpecificationFile()]
    }
}
