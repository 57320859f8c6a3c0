import Foundation
import PodspecModel
import PodspecReader

@testable import PodspecLint

/// Lints a podspec and runs the full validation on it, as `lib lint` / `spec lint` without
/// `--quick` do, and renders the result lines the way the console prints them.
enum ValidationHarness {
    /// The repository's `Fixtures/` folder.
    static let fixtures = URL(fileURLWithPath: #filePath)
        .appendingPathComponent("../../../../Fixtures").standardizedFileURL.path

    /// `Fixtures/Pods/<name>/<name>.podspec`
    static func podspec(_ name: String) -> String { "\(fixtures)/Pods/\(name)/\(name).podspec" }

    /// The outcome of linting and validating `path` (a load failure gives the linter's L1 only).
    static func validate(
        _ path: String, files: PodFiles? = nil, options: ValidationOptions = offline()
    ) -> ValidationOutcome {
        let folder = (path as NSString).deletingLastPathComponent
        let linted = LintPipeline().lint(
            LintPipeline().load(path), validation: options, files: files ?? .local(root: folder))
        return ValidationOutcome(results: linted.results, notices: linted.notices, keptSource: linted.keptSource)
    }

    /// A podspec's text: name, version, summary and author, then `body` (Ruby lines using `s`).
    static func podspecText(_ name: String, version: String = "1.0.0", _ body: String) -> String {
        """
        Pod::Spec.new do |s|
          s.name         = '\(name)'
          s.version      = '\(version)'
          s.summary      = 'A pod written by a test.'
          s.author       = { 'Author' => 'author@example.com' }
        \(body)
        end
        """
    }

    /// Pod `Pod` with a homepage, source, MIT license file and iOS 12 on lines 6–9, then `body` from line 10.
    static func podPodspecText(_ body: String) -> String {
        podspecText(
            "Pod",
            """
              s.homepage = 'https://example.com/Pod'
              s.source = { :git => 'https://example.com/Pod.git', :tag => s.version.to_s }
              s.license = { :type => 'MIT', :file => 'LICENSE' }
              s.platform = :ios, '12.0'
            \(body)
            """)
    }

    /// Options without network checks.
    static func offline() -> ValidationOptions {
        var options = ValidationOptions()
        options.checkURLs = false
        return options
    }

    /// The console lines of the results (`    - ERROR | [iOS] attribute: message`).
    static func lines(_ outcome: ValidationOutcome) -> [String] {
        outcome.results.diagnostics.map { CocoaPodsRenderer().line($0).trimmingCharacters(in: .newlines) }
    }
}
