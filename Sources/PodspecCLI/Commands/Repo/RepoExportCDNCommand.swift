import ArgumentParser
import Foundation
import SpecRepo
import Trust

/// `podspec repo export-cdn SOURCE OUTPUT_DIR` (ours): writes a spec repo as a static CDN source that
/// any web server can host and `pod repo add-cdn` can read.
struct RepoExportCDNCommand: GlobalOptionsCommand {
    static let configuration = CommandConfiguration(
        commandName: "export-cdn", abstract: "Write a spec repo as a static CDN source (ours)",
        discussion:
            "Writes the CDN layout CocoaPods reads (CocoaPods-version.yml, all_pods.txt, the all_pods_versions_*.txt "
            + "shard indexes, deprecated_podspecs.txt and each spec as Specs/…/Name/VERSION/Name.podspec.json) under "
            + "OUTPUT_DIR. Exporting again rewrites only what changed.\n\n"
            + "With --in-place the CDN files are added to the git spec repo itself, in one commit, and `repo push` "
            + "keeps them current; the repo served as-is (GitHub or GitLab Pages) is then a CDN source too.\n\n"
            + "Example: podspec repo export-cdn acme-specs public/ && rsync -a public/ web:/srv/specs/")

    @Argument(help: "An added spec repo's name, or the folder of a spec repo.") var source: String
    @Argument(help: "The folder to write the CDN tree to (outside SOURCE); not with --in-place.") var output: String?

    @Flag(help: "Add the CDN files to the git spec repo SOURCE itself, in one commit.")
    var inPlace = false

    @Option(help: "The MD5 prefix lengths that shard pods, comma-separated (trunk: 1,1,1; none: empty).")
    var prefixLengths = "1,1,1"

    @Flag(help: "Leave out podspecs that do not load or sit at the wrong path, and list them.")
    var skipInvalid = false

    @OptionGroup var global: GlobalOptions

    func run() throws {
        try RepoCommandSupport.informative(colours: global.colours) {
            let repository = try RepoCommandSupport.repository(namedOrAt: source)
            let summary: CDNExportSummary
            do {
                if inPlace {
                    guard output == nil else {
                        throw SpecRepoError("--in-place writes into SOURCE itself: leave OUTPUT_DIR out.")
                    }
                    summary = try CDNExporter(
                        inPlace: repository, skipInvalid: skipInvalid, environment: RepoCommandSupport.environment
                    ).exportInPlaceAndCommit()
                } else {
                    guard let output else {
                        throw RepoCommandSupport.helpError("An `OUTPUT_DIR` is required.", Self.self)
                    }
                    summary = try CDNExporter(
                        source: repository, output: output,
                        layout: CDNLayout(prefixLengths: try Self.parse(prefixLengths)),
                        skipInvalid: skipInvalid, environment: RepoCommandSupport.environment
                    ).export()
                }
            } catch let error as CDNExportError {
                throw SpecRepoError(error.description)
            }
            var lines: [String] = []
            lines += summary.added.map { "+ \($0)" }
            lines += summary.changed.map { "~ \($0)" }
            lines += summary.removed.map { "- \($0)" }
            lines += summary.skipped.map { "! \($0.path): skipped, \($0.reason)" }
            let counts =
                "Exported `\(repository.name)` to \(inPlace ? "itself" : output ?? ""): \(summary.added.count) added, \(summary.changed.count) "
                + "changed, \(summary.removed.count) removed\(summary.skipped.isEmpty ? "" : ", \(summary.skipped.count) skipped")."
            Console.output((lines + [counts]).map { PrintableText.escaped($0) + "\n" }.joined())
        }
    }

    static func parse(_ text: String) throws -> [Int] {
        let parts = text.split(separator: ",", omittingEmptySubsequences: true).map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        let lengths = parts.compactMap { Int($0) }
        guard lengths.count == parts.count, lengths.allSatisfy({ (1...8).contains($0) }), lengths.count <= 4 else {
            throw SpecRepoError("--prefix-lengths takes up to four numbers from 1 to 8, comma-separated (e.g. 1,1,1).")
        }
        return lengths
    }
}
