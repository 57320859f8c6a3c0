import PodspecModel
import Testing

@testable import PodspecReader

/// `s.dependency name, *requirements` takes its requirements as a slice of the arguments: the `configurations:`
/// option is still taken out of them, what is left is stored, and an unsupported requirement is reported with
/// exactly the requirements that remain.
@Suite struct DependencyRequirementsTests {
    private func spec(_ dependency: String) throws -> Specification {
        try loadPodspecFile("Pod::Spec.new do |s|\n  s.name = 'A'\n  s.version = '1.0'\n  \(dependency)\nend\n")
    }

    private func failure(_ dependency: String) -> String? {
        do {
            _ = try spec(dependency)
            return nil
        } catch let error as PodspecLoadError {
            return error.message
        } catch {
            return "\(error)"
        }
    }

    @Test func requirementsAndConfigurationsAreStored() throws {
        let loaded = try spec("s.dependency 'B', '~> 1.0', '< 2', :configurations => ['Debug']")
        let json = try #require(loaded.attributes["dependencies"])
        #expect(json == .hash([.string("B"): .array([.string("~> 1.0"), .string("< 2")])]))
        #expect(loaded.attributes["configuration_pod_whitelist"] == .hash([.string("B"): .array([.string("debug")])]))
    }

    @Test func unsupportedRequirementNamesTheRemainingOnes() {
        let message = failure("s.dependency 'B', '~> 1.0', 3, :configurations => ['Release']")
        #expect(
            message?.contains(#"Unsupported version requirements. ["~> 1.0", 3] is not valid."#) == true,
            "\(message ?? "none")")
    }
}
