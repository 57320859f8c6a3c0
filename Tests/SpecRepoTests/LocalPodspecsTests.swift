import Foundation
import PodspecLint
import PodspecModel
import Testing

@testable import SpecRepo

/// Local podspecs come before the sources: for `--include-podspecs`/`--external-podspecs` they are
/// the only place their pods are looked up; for `repo push` the sources' versions count too.
struct LocalPodspecsTests {
    let work: TemporaryDirectory

    init() throws {
        work = try TemporaryDirectory("local-podspecs")
        try write(
            "Pod::Spec.new do |s|\n  s.name = 'Kit'\n  s.version = '2.0.0'\nend\n", to: work.child("kits/Kit.podspec"))
    }

    @Test func aLocalPodHidesTheSourcesOrJoinsThem() throws {
        let sources = StaticPodVersionSource(["Kit": [try Version("1.0.0")], "Other": [try Version("3.0")]])
        let kit = try LocalPodspecs.Entry.load(work.child("kits/Kit.podspec"), local: true, environment: [:])
        let two = try Version("2.0.0")
        #expect(kit.name == "Kit")
        #expect(kit.version == two)
        #expect(kit.folder == work.child("kits"))
        let included = LocalPodspecs([kit], over: sources, shadowsSources: true)
        #expect(try included.versions(ofPod: "Kit") == [try Version("2.0.0")])
        #expect(try included.versions(ofPod: "Other") == [try Version("3.0")])
        #expect(
            try included.specificationPath(ofPod: "Kit", version: try Version("2.0.0"))
                == work.child("kits/Kit.podspec"))
        #expect(try included.localFolder(ofPod: "Kit", version: try Version("2.0.0")) == work.child("kits"))
        let pushed = LocalPodspecs([kit], over: sources, shadowsSources: false)
        #expect(try pushed.versions(ofPod: "Kit") == [try Version("2.0.0"), try Version("1.0.0")])
        #expect(
            try LocalPodspecs.Entry.load(work.child("kits/Kit.podspec"), local: false, environment: [:]).folder == nil)
    }

    @Test func aPodspecThatDoesNotLoadIsOneClearError() throws {
        try write("Pod::Spec.new do |s|\n  s.name = 'Broken'\nend\n", to: work.child("Broken.podspec"))
        #expect {
            try LocalPodspecs.Entry.load(work.child("Broken.podspec"), local: true, environment: [:])
        } throws: { error in
            (error as? SpecRepoError)?.message
                == "The podspec `\(work.child("Broken.podspec"))` has no name or no valid version."
        }
    }
}
