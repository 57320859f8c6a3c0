import ArgumentParser
import Foundation
import PodspecLint
import PodspecModel
import SpecRepo
import Trust

/// The `lib lint`/`spec lint` options about what the full validation fetches and checks: local
/// podspecs for dependencies (`--include-podspecs`, `--external-podspecs`), the imports check
/// (`--skip-import-validation`) and where sources go (`--validation-dir`). pod's wording.
struct LintFetchingOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "Additional ancillary podspecs which are used for linting via :path (a glob inside the podspec's folder).",
            valueName: "GLOB"))
    var includePodspecs: String?

    @Option(
        help: ArgumentHelp(
            "Additional ancillary podspecs which are used for linting via :podspec. If there are --include-podspecs, then these are removed from them.",
            valueName: "GLOB"))
    var externalPodspecs: String?

    @Flag(help: "Lint skips validating that the pod can be imported.")
    var skipImportValidation = false

    @Option(
        help: ArgumentHelp(
            "The directory to use for validation. If none is specified a temporary directory will be used.",
            valueName: "DIR"))
    var validationDir: String?

    /// Sets the imports check and the validation directory.
    func apply(to options: inout ValidationOptions) throws(CommandFailure) {
        options.checkImports = !skipImportValidation
        options.validationDirectory = try validationDir.map(ValidationDirectory.prepare)
    }

    /// pod's `podfile_from_spec` extras: the podspecs the globs name, other than the linted pod itself
    /// (`podName`), looked up before `sources`. Include globs are relative to the linted podspec's
    /// folder and may not leave it; external ones are relative to the current folder or absolute;
    /// a podspec both name is taken as external. Nil when neither option is given.
    func localPodspecs(
        podspec: String, podName: String?, over sources: (any PodVersionSource)?, environment: [String: String]
    ) throws(CommandFailure) -> LocalPodspecs? {
        guard includePodspecs != nil || externalPodspecs != nil else { return nil }
        do {
            let folder = (podspec as NSString).deletingLastPathComponent
            let external =
                try externalPodspecs.map {
                    try PodspecGlob.anywhere($0, currentFolder: WorkingDirectory.current)
                } ?? []
            let included =
                try includePodspecs.map { try PodspecGlob.inside(WorkingDirectory.absolute(folder), pattern: $0) } ?? []
            let itself = URL(fileURLWithPath: WorkingDirectory.absolute(podspec)).resolvingSymlinksInPath().path
            var entries: [LocalPodspecs.Entry] = []
            let found = included.filter { !external.contains($0) }.map { ($0, true) } + external.map { ($0, false) }
            for (path, local) in found where path != itself {
                let entry = try LocalPodspecs.Entry.load(path, local: local, environment: environment)
                if entry.name != podName && !entries.contains(where: { $0.name == entry.name }) {
                    entries.append(entry)
                }
            }
            return LocalPodspecs(entries, over: sources, shadowsSources: true)
        } catch let error as SpecRepoError {
            throw CommandFailure(error.message)
        } catch {
            throw CommandFailure("\(error)")
        }
    }
}
