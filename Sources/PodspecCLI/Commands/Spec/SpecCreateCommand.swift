import ArgumentParser
import Foundation
import Trust

/// `podspec spec create NAME|URL [URL]`: writes CocoaPods' podspec stub, like `pod spec create`, and says
/// what is left to fill in. Unlike `pod`, it never calls GitHub's API: a repository URL gives the name,
/// homepage and source; and it does not overwrite an existing podspec without `--force`.
struct SpecCreateCommand: GlobalOptionsCommand {
    static let configuration = CommandConfiguration(
        commandName: "create",
        abstract: "Create spec file stub.",
        discussion: """
            Creates a PodSpec, in the current working dir, called `NAME.podspec'.
            If a repository URL is passed, the name, homepage and source come from it (no network).

            Examples:
              podspec spec create Bananas
              podspec spec create https://github.com/Bananas/Bananas
              podspec spec create Bananas https://git.example.com/mobile/bananas-ios.git
            """)

    @Argument(
        help: ArgumentHelp("The pod's name, or its repository URL.", valueName: "NAME|https://github.com/USER/REPO"))
    var nameOrURL: String?

    @Argument(help: ArgumentHelp("The repository URL when the first argument is the name.", valueName: "URL"))
    var url: String?

    @Flag(help: "Replace NAME.podspec when it already exists (pod spec create always does).")
    var force = false

    @OptionGroup var global: GlobalOptions

    func validate() throws {
        guard nameOrURL != nil else { throw ValidationError("A pod name or repo URL is required.") }
    }

    func run() throws {
        let template: SpecCreateTemplate
        do {
            template = try SpecCreateCommand.template(
                nameOrURL: nameOrURL ?? "", url: url, author: GitIdentity.current())
        } catch {
            Console.failure("\(error)")
            throw ExitCode(1)
        }
        let path = WorkingDirectory.absolute(template.fileName)
        if FileManager.default.fileExists(atPath: path) && !force {
            Console.failure("`\(template.fileName)` already exists: edit it, or pass --force to replace it.")
            throw ExitCode(1)
        }
        guard FileManager.default.createFile(atPath: path, contents: Data(template.text.utf8)) else {
            Console.failure("Unable to write `\(template.fileName)`: check the folder's permissions.")
            throw ExitCode(1)
        }
        Console.output("\nSpecification created at \(template.fileName)\n")
        Console.output(SpecCreateCommand.leftToFill(template))
    }

    /// The template for the arguments: a repository URL (first or second argument) fills name, homepage and
    /// source; a plain NAME gets CocoaPods' defaults.
    static func template(nameOrURL: String, url: String?, author: GitIdentity) throws -> SpecCreateTemplate {
        let repositoryURL = url ?? (RepositoryURL.looksLikeURL(nameOrURL) ? nameOrURL : nil)
        var template: SpecCreateTemplate
        if let repositoryURL {
            let repository = try RepositoryURL(repositoryURL)
            let name = url == nil ? repository.name : nameOrURL
            try validate(name: name)
            template = SpecCreateTemplate(name: name, authorName: author.name, authorEmail: author.email)
            template.homepage = repository.homepage
            template.sourceURL = repository.cloneURL
        } else {
            try validate(name: nameOrURL)
            template = SpecCreateTemplate(name: nameOrURL, authorName: author.name, authorEmail: author.email)
        }
        return template
    }

    /// A pod name becomes a file name and a Ruby string: no path separators, quotes or spaces.
    static func validate(name: String) throws {
        let forbidden = CharacterSet(charactersIn: "/\\\"'#{} \t\n")
        guard !name.isEmpty, !name.hasPrefix("."), name.rangeOfCharacter(from: forbidden) == nil,
            name.rangeOfCharacter(from: .controlCharacters) == nil
        else {
            throw CommandFailure(
                "`\(PrintableText.escaped(name))` is not a usable pod name: use letters, digits, `-`, `_` or `+` (e.g. `podspec spec create MyPod`)."
            )
        }
    }

    /// Our addition: the placeholders still in the stub, one per line, and the command to check the result.
    static func leftToFill(_ template: SpecCreateTemplate) -> String {
        var items: [String] = []
        if template.summary.hasPrefix("A short description of ") {
            items.append("spec.summary: one sentence, tweet-length")
        }
        items.append("spec.description: between the DESC lines, longer than the summary")
        if template.homepage.hasPrefix("http://EXAMPLE/") { items.append("spec.homepage: your pod's web page") }
        items.append("spec.license: e.g. \"MIT\" or { :type => \"MIT\", :file => \"LICENSE\" }")
        if template.authorName.isEmpty || template.authorEmail.isEmpty {
            items.append(
                "spec.author: { \"Your Name\" => \"you@example.com\" } (git config user.name/user.email are not set)")
        }
        if template.sourceURL.hasPrefix("http://EXAMPLE/") { items.append("spec.source: your repository's clone URL") }
        items.append("spec.source_files: where the code is (the stub says \"Classes\")")
        items.append("a platform, e.g. spec.ios.deployment_target = \"13.0\"")
        return "\nLeft to fill in:\n" + items.map { "  - \($0)\n" }.joined()
            + "Then check it with: podspec lib lint \(template.fileName)\n"
    }
}
