import Foundation
import Testing

@testable import Git
@testable import PodspecLint
@testable import SpecRepo

/// `repo push` of several podspecs released together (PushValidationTests serves `RemotePod`, `DepKit`
/// and `CorePod`): each is fully validated (sources fetched from
/// a real `git daemon` on loopback) with the others as its local dependency sources, then all are
/// added in dependency order and pushed as one change — or, when one is invalid or they depend on
/// each other in a cycle, nothing is.
extension PushValidationTests {
    @Test func twoPodsArePushedDependencyFirstAndTheSummaryNamesTheOrder() throws {
        let uses = try podspec("RemotePod", version: "1.0.0", "  s.dependency 'DepKit', '~> 1.0'")
        let dependency = try podspec("DepKit", version: "1.0.0")
        try pusher().push([uses, dependency])
        #expect(try serverLog() == ["[Add] RemotePod (1.0.0)", "[Add] DepKit (1.0.0)", "Initial commit"])
        #expect(output.text.contains("\nValidating specs\n -> DepKit (1.0.0)\n\n -> RemotePod (1.0.0)\n\n"))
        #expect(
            output.text.hasSuffix(
                " - [Add] DepKit (1.0.0)\n - [Add] RemotePod (1.0.0)\n\nPushing the `private' repo\n\n"
                    + "Pushed 2 specs to the `private' repo in dependency order: DepKit (1.0.0), RemotePod (1.0.0).\n"))
    }

    @Test func threeInterdependentPodsArePushedInDependencyOrder() throws {
        let top = try podspec("RemotePod", version: "1.0.0", "  s.dependency 'DepKit', '~> 1.0'")
        let middle = try podspec("DepKit", version: "1.0.0", "  s.dependency 'CorePod', '1.0.0'")
        let bottom = try podspec("CorePod", version: "1.0.0")
        try pusher().push([top, middle, bottom])
        #expect(
            try serverLog() == [
                "[Add] RemotePod (1.0.0)", "[Add] DepKit (1.0.0)", "[Add] CorePod (1.0.0)", "Initial commit",
            ])
        #expect(
            output.text.hasSuffix(
                "in dependency order: CorePod (1.0.0), DepKit (1.0.0), RemotePod (1.0.0).\n"))
        #expect(!output.text.contains("ERROR"))
        #expect(try repos.state().contains("status []"))
    }

    @Test func aCycleIsRefusedByNameAndNothingIsPushed() throws {
        let first = try podspec("RemotePod", version: "1.0.0", "  s.dependency 'DepKit'")
        let second = try podspec("DepKit", version: "1.0.0", "  s.dependency 'CorePod'")
        let third = try podspec("CorePod", version: "1.0.0", "  s.dependency 'RemotePod/Sub'")
        let before = try repos.state()
        let logBefore = try serverLog()
        #expect {
            try pusher().push([first, second, third])
        } throws: { error in
            (error as? SpecRepoError)?.message
                == "The podspecs depend on each other in a cycle: RemotePod -> DepKit -> CorePod -> RemotePod. "
                + "Nothing was pushed; remove one of these dependencies, or push the pods separately."
        }
        #expect(output.text.isEmpty)
        #expect(try repos.state() == before)
        #expect(try serverLog() == logBefore)
    }

    @Test func oneInvalidPodMeansNothingIsPushed() throws {
        let valid = try podspec("DepKit", version: "1.0.0")
        let alsoValid = try podspec("CorePod", version: "1.0.0", "  s.dependency 'DepKit'")
        // Last in dependency order, so the other two have passed validation before it fails.
        let invalid = try podspec(
            "RemotePod", version: "1.0.0", "  s.dependency 'CorePod'\n  s.resources = 'Nowhere/*.png'")
        let before = try repos.state()
        let logBefore = try serverLog()
        #expect {
            try pusher().push([invalid, alsoValid, valid])
        } throws: { error in
            (error as? SpecRepoError)?.message == "The `\(invalid)` specification does not validate."
        }
        #expect(output.text.contains(" -> DepKit (1.0.0)\n\n -> CorePod (1.0.0)\n\n -> RemotePod (1.0.0)\n"))
        #expect(output.text.contains(FilePatternValidation.unmatched("resources")))
        #expect(!output.text.contains("Adding the specs"))
        #expect(try repos.state() == before)
        #expect(try serverLog() == logBefore)
    }
}
