import ArgumentParser
import Foundation
import PodspecModel
import PodspecReader
import SpecRepo

/// `podspec search QUERY`: searches the spec repos for pods by name, summary, description and
/// authors, like `pod search`, reading the repos directly (no index to rebuild).
struct SearchCommand: GlobalOptionsCommand {
    static let configuration = CommandConfiguration(
        commandName: "search", abstract: "Search for pods",
        discussion: "Searches for pods, ignoring case, whose name, summary, description, or authors match "
            + "`QUERY`. If the `--simple` option is specified, this will only search in the names of the pods.\n\nExample: podspec search --simple --ios networking"
    )

    @Argument(help: "The words to search for.") var query: [String] = []
    @Flag(help: "Interpret the `QUERY` as a regular expression.") var regex = false
    @Flag(help: "Search only by name.") var simple = false
    @Flag(help: "Accepted for compatibility with pod (no network metrics).") var stats = false
    @Flag(help: "Print the cocoapods.org search URL instead of searching locally.") var web = false
    @Flag(help: "Restricts the search to Pods supported on iOS.") var ios = false
    @Flag(help: "Restricts the search to Pods supported on macOS.") var osx = false
    @Flag(help: "Restricts the search to Pods supported on watchOS.") var watchos = false
    @Flag(help: "Restricts the search to Pods supported on visionOS.") var visionos = false
    @Flag(help: "Restricts the search to Pods supported on tvOS.") var tvos = false
    @Flag(help: "Accepted for compatibility with pod (output is never paged).") var noPager = false

    @OptionGroup var global: GlobalOptions

    func run() throws {
        guard !query.isEmpty else { throw RepoCommandSupport.helpError("A search query is required.", Self.self) }
        let pattern: String
        do {
            pattern = try PodSearch.pattern(query, isRegex: regex)
        } catch let error as SpecRepoError {
            throw RepoCommandSupport.helpError(error.message, Self.self)
        }
        let platforms = [(ios, "ios"), (osx, "osx"), (watchos, "watchos"), (visionos, "visionos"), (tvos, "tvos")]
            .filter(\.0).map(\.1)
        if web {
            let words = platforms.map { "on:\($0)" } + [query.joined(separator: " ")]
            let escaped =
                words.joined(separator: " ").addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? ""
            Console.output("Opening https://cocoapods.org/?q=\(escaped)\n")
            return
        }
        try RepoCommandSupport.informative(colours: global.colours) {
            let environment = RepoCommandSupport.environment
            let search = PodSearch(
                repositories: RepoCommandSupport.reposDirectory.repositories(), environment: environment)
            var text = ""
            for set in try search.search(pattern, fullText: !simple) {
                var spec: Specification?
                do {
                    spec = try set.highestSpecificationFile().load(environment: environment)
                } catch let error as SpecRepoError {
                    Console.error("[!] \(error.message)\n")
                } catch {
                    spec = nil
                }
                if !platforms.isEmpty {
                    guard let spec, let available = try? SpecNode(root: spec).availablePlatforms().map(\.symbolicName),
                        platforms.allSatisfy(available.contains)
                    else { continue }
                }
                text += PodPresenter(set: set, specification: spec).render(ansi: global.colours)
            }
            Console.output(text)
        }
    }
}
