import Foundation
import PodspecLint
import PodspecReader
import Testing

@testable import PodspecCLI

/// `podspec spec create`: CocoaPods' stub, what is left to fill in, and a filled stub that lints clean.
@Suite struct SpecCreateTests {
    private let author = GitIdentity(name: "Jane Doe", email: "jane@example.com")

    private func lint(_ text: String, named name: String) throws -> LintResults {
        let workspace = try WorkflowWorkspace()
        try workspace.write(text, to: "\(name).podspec")
        let path = workspace.child("\(name).podspec")
        let spec = try PodspecLoader.load(path: path)
        return Linter(spec, file: path).lint()
    }

    @Test func stubFailsLikeCocoaPodsStub() throws {
        // Reference §7.1 / §4.3a: the generated stub fails with 3 errors and 2 warnings.
        let template = try SpecCreateCommand.template(nameOrURL: "Bananas", url: nil, author: author)
        let results = try lint(template.text, named: "Bananas")
        #expect(results.errors.map(\.attribute).sorted() == ["description", "license", "source"])
        #expect(results.warnings.map(\.attribute).sorted() == ["homepage", "summary"])
    }

    @Test func filledStubLintsClean() throws {
        let template = try SpecCreateCommand.template(nameOrURL: "Bananas", url: nil, author: author)
        // Fill in what `spec create` lists, as a user would in an editor.
        let filled = template.text
            .replacingOccurrences(
                of: "\"A short description of Bananas.\"", with: "\"Parses bananas into structured fruit data.\""
            )
            .replacingOccurrences(
                of: "<<-DESC\n                   DESC",
                with:
                    "<<-DESC\n  Parses bananas into structured fruit data, with ripeness and origin.\n                   DESC"
            )
            .replacingOccurrences(of: "http://EXAMPLE/Bananas.git", with: "https://github.com/example/Bananas.git")
            .replacingOccurrences(of: "http://EXAMPLE/Bananas", with: "https://github.com/example/Bananas")
            .replacingOccurrences(of: "\"MIT (example)\"", with: "{ :type => \"MIT\", :file => \"LICENSE\" }")
            .replacingOccurrences(
                of: "# spec.ios.deployment_target = \"5.0\"", with: "spec.ios.deployment_target = \"13.0\"")
        #expect(filled != template.text)
        let results = try lint(filled, named: "Bananas")
        #expect(results.errors.isEmpty, "\(results.diagnostics)")
        #expect(results.warnings.isEmpty, "\(results.diagnostics)")
    }

    @Test func stubCarriesCocoaPodsActiveLines() throws {
        let text = try SpecCreateCommand.template(nameOrURL: "Bananas", url: nil, author: author).text
        #expect(text.hasPrefix("#\n#  Be sure to run `podspec spec lint Bananas.podspec' to ensure this is a\n"))
        for line in [
            "Pod::Spec.new do |spec|",
            "  spec.name         = \"Bananas\"",
            "  spec.version      = \"0.0.1\"",
            "  spec.summary      = \"A short description of Bananas.\"",
            "  spec.description  = <<-DESC\n                   DESC\n",
            "  spec.homepage     = \"http://EXAMPLE/Bananas\"",
            "  spec.license      = \"MIT (example)\"",
            "  spec.author             = { \"Jane Doe\" => \"jane@example.com\" }",
            "  spec.source       = { :git => \"http://EXAMPLE/Bananas.git\", :tag => \"#{spec.version}\" }",
            "  spec.source_files  = \"Classes\", \"Classes/**/*.{h,m}\"",
            "  spec.exclude_files = \"Classes/Exclude\"",
            "  # ―――  Spec Metadata  ―――",
        ] {
            #expect(text.contains(line), "missing: \(line)")
        }
        #expect(text.hasSuffix("\nend\n"))
    }

    @Test(arguments: [
        ("https://github.com/Bananas/Bananas", "Bananas", "https://github.com/Bananas/Bananas"),
        ("https://github.com/Bananas/Peel/tree/main/Sources", "Peel", "https://github.com/Bananas/Peel"),
        ("github.com/Bananas/Peel.git", "Peel", "https://github.com/Bananas/Peel"),
        (
            "https://git.example.com/mobile/ios/bananas-kit.git", "bananas-kit",
            "https://git.example.com/mobile/ios/bananas-kit"
        ),
    ])
    func repositoryURLFillsNameHomepageAndSource(url: String, name: String, homepage: String) throws {
        let template = try SpecCreateCommand.template(nameOrURL: url, url: nil, author: author)
        #expect(template.name == name)
        #expect(template.homepage == homepage)
        #expect(template.sourceURL == homepage + ".git")
        let left = SpecCreateCommand.leftToFill(template)
        #expect(!left.contains("spec.homepage"))
        #expect(!left.contains("spec.source:"))
        #expect(left.contains("spec.summary"))
    }

    @Test func nameAndURLKeepTheName() throws {
        let template = try SpecCreateCommand.template(
            nameOrURL: "Bananas", url: "git@gitlab.example.com:mobile/bananas-ios.git", author: author)
        #expect(template.name == "Bananas")
        #expect(template.sourceURL == "git@gitlab.example.com:mobile/bananas-ios.git")
        #expect(template.homepage == "https://gitlab.example.com/mobile/bananas-ios")
    }

    @Test(arguments: ["https://", "https://github.com/OnlyOwner", "ftp://example.com/a/b", "Bad/Name", "Bad Name", ""])
    func badInputIsRefused(input: String) throws {
        #expect(throws: CommandFailure.self) {
            try SpecCreateCommand.template(nameOrURL: input, url: nil, author: author)
        }
    }

    @Test func commandWritesTheStubAndRefusesToOverwrite() throws {
        let workspace = try WorkflowWorkspace()
        let created = try workspace.run("podspec spec create Bananas")
        #expect(created.status == 0, "\(created.output)")
        #expect(created.output.hasPrefix("\nSpecification created at Bananas.podspec\n"))
        #expect(created.output.contains("Left to fill in:\n  - spec.summary"))
        #expect(created.output.contains("spec.author"))  // the workspace has no git identity configured
        #expect(try workspace.read("Bananas.podspec").contains("Pod::Spec.new do |spec|"))

        try workspace.write("# mine\n", to: "Bananas.podspec")
        let again = try workspace.run("podspec spec create Bananas")
        #expect(again.status == 1)
        #expect(again.output == "[!] `Bananas.podspec` already exists: edit it, or pass --force to replace it.\n")
        #expect(try workspace.read("Bananas.podspec") == "# mine\n")
        #expect(try workspace.run("podspec spec create Bananas --force").status == 0)
    }

    /// Issue 18.6: the URL's other parts are percent-decoded (and an scp-style host used as-is) into
    /// `"…"`; every value is now escaped, so the file read back yields exactly the values given and a
    /// backtick stays inside its string.
    @Test(arguments: [
        ("https://github.com/x%22%2B%60touch%20canary%60%2B%22/Repo", nil as String?),
        ("git@ho\"+`touch canary`+\"st:group/Repo.git", nil),
        ("Repo", "https://example.com/a%23%7Bsystem(%22id%22)%7D/Repo"),
        ("https://example.com/a%5C%22%0A%60id%60/Repo", nil),
    ])
    func valuesAreEscapedForTheirRubyStringLiterals(nameOrURL: String, url: String?) throws {
        let evil = GitIdentity(name: "Mal\"lory #{`id`}", email: "m@example.com\n`id`")
        let template = try SpecCreateCommand.template(nameOrURL: nameOrURL, url: url, author: evil)
        let workspace = try WorkflowWorkspace()
        try workspace.write(template.text, to: template.fileName)
        let spec = try PodspecLoader.load(path: workspace.child(template.fileName))
        #expect(spec["homepage"] == .string(template.homepage))
        #expect(spec["name"] == .string(template.name))
        let source = try #require(spec["source"]?.hashValue_)
        #expect((source[.symbol("git")] ?? source[.string("git")]) == .string(template.sourceURL))
        let authors = try #require((spec["authors"] ?? spec["author"])?.hashValue_)
        #expect(authors[.string(evil.name)] == .string(evil.email))
        // The reader refuses backtick commands: loading at all shows every backtick stayed in a string.
        #expect(template.text.contains("`"))
    }
}
