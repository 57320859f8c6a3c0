import ArgumentParser

/// The lint options the pre-commit hook accepts; `hook install` writes them into the hook's `hook run` line.
struct HookLintOptions: ParsableArguments {
    @Flag(help: "Lint validates even if warnings are present.")
    var allowWarnings = false

    @Flag(help: "Lint skips checks that apply only to public specs.")
    var `private` = false

    /// The same options as `hook run` arguments.
    var arguments: [String] {
        (allowWarnings ? ["--allow-warnings"] : []) + (`private` ? ["--private"] : [])
    }
}
