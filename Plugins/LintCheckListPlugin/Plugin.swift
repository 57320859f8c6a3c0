import Foundation
import PackagePlugin

/// Lists PodspecLint's checks at build time: runs LintCheckListGenerator over the files of the
/// target's `Checks/` folder and compiles the list it writes into the target (`LintCheckRegistry`).
@main
struct LintCheckListPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let checks = target.sourceFiles(withSuffix: "swift").map(\.url)
            .filter { $0.deletingLastPathComponent().lastPathComponent == "Checks" }
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("LintCheckList.swift")
        return [
            .buildCommand(
                displayName: "Listing the lint checks of \(target.name)",
                executable: try context.tool(named: "LintCheckListGenerator").url,
                arguments: [output.path] + checks.map(\.path),
                inputFiles: checks,
                outputFiles: [output])
        ]
    }
}
