import PodspecModel
import Testing

@Suite struct SpecificationPlatformsTests {
    func spec(_ attributes: [String: PodValue] = [:], order: [String] = []) -> Specification {
        var s = Specification(name: "A")
        for key in order { s.attributes[key] = attributes[key] }
        return s
    }

    @Test func noPlatformsMeansAllFive() throws {
        let root = Specification(name: "A")
        #expect(try root.availablePlatforms().map(\.displayString) == ["macOS", "iOS", "tvOS", "visionOS", "watchOS"])
    }

    @Test func storedForms() throws {
        var root = Specification(name: "A")
        root.attributes["platforms"] = ["ios": "9.0", "osx": "10.12", "visionos": 1.0]
        #expect(try root.availablePlatforms().map(\.displayString) == ["iOS 9.0", "macOS 10.12", "visionOS 1.0"])
        root.attributes["platforms"] = "tvos"
        #expect(try root.availablePlatforms().map(\.displayString) == ["tvOS"])
        root.attributes["platforms"] = ["ios", "macos"]
        #expect(try root.availablePlatforms().map(\.displayString) == ["iOS", "macOS"])
        root.attributes["platforms"] = 3
        #expect(try root.availablePlatforms().count == 5)
        root.attributes["platforms"] = ["ios": "9.0.x."]
        #expect(throws: ModelError.self) { try root.availablePlatforms() }
    }

    /// `rawDeploymentTarget` reads the `platforms` Hash without making `platformHash`: the same value for
    /// every stored form, own or inherited.
    @Test(arguments: [
        PodValue.null, "ios", ["ios", "osx"], ["ios": "9.0", "osx": nil], ["ios": false, "tvos": "13.0"], 3,
        ["ios": ["9.0"]], [:],
    ])
    func rawDeploymentTargetMatchesPlatformHash(_ platforms: PodValue) {
        var root = Specification(name: "A")
        root.attributes["platforms"] = ["ios": "8.0", "watchos": "2.0"]
        var sub = Specification(name: "Sub")
        sub.attributes["platforms"] = platforms
        for name in ["ios", "osx", "tvos", "watchos", "visionos", "other"] {
            let own = sub.platformHash[.string(name)] ?? .null
            #expect(sub.rawDeploymentTarget(name, ancestors: []) == own, "\(name)")
            let inherited = own.isTruthy ? own : root.platformHash[.string(name)] ?? .null
            #expect(sub.rawDeploymentTarget(name, ancestors: [root]) == inherited, "\(name)")
        }
    }

    /// `supportedPlatformNames` reads the `platforms` keys without making `platformHash`: the same names for
    /// every stored form (an Array's repeated names once), own or the nearest ancestor's.
    @Test(arguments: [
        PodValue.null, "ios", ["ios", "osx", "ios"], ["ios": "9.0", "osx": nil], 3, [:], [],
    ])
    func supportedPlatformNamesMatchPlatformHash(_ platforms: PodValue) {
        var root = Specification(name: "A")
        root.attributes["platforms"] = ["ios": "8.0", "watchos": "2.0"]
        var middle = Specification(name: "Middle")
        middle.attributes["platforms"] = platforms
        let leaf = Specification(name: "Leaf")
        let own = Array(middle.platformHash.keys)
        #expect(middle.supportedPlatformNames(ancestors: []) == own)
        #expect(middle.supportedPlatformNames(ancestors: [root]) == (own.isEmpty ? Array(root.platformHash.keys) : own))
        #expect(
            leaf.supportedPlatformNames(ancestors: [root, middle]) == middle.supportedPlatformNames(ancestors: [root]))
        #expect(leaf.supportedPlatformNames(ancestors: [middle]) == own)
    }

    @Test func inheritance() throws {
        var root = Specification(name: "A")
        root.attributes["platforms"] = ["ios": "9.0", "osx": "10.12"]
        var sub = Specification(name: "Sub")
        #expect(try sub.availablePlatforms(ancestors: [root]).map(\.displayString) == ["iOS 9.0", "macOS 10.12"])
        sub.attributes["platforms"] = ["ios": nil]
        #expect(try sub.availablePlatforms(ancestors: [root]).map(\.displayString) == ["iOS 9.0"])
        sub.attributes["platforms"] = ["tvos": "13.0"]
        #expect(try sub.availablePlatforms(ancestors: [root]).map(\.displayString) == ["tvOS 13.0"])
        let leaf = Specification(name: "Leaf")
        #expect(try leaf.availablePlatforms(ancestors: [root, sub]).map(\.displayString) == ["tvOS 13.0"])
        // A root without platforms: the subspec gets all five, targets from nobody.
        let bare = Specification(name: "B")
        #expect(try leaf.availablePlatforms(ancestors: [bare]).count == 5)
    }
}

/// `SpecReads.availablePlatforms` (the `platforms` values noted along the chain of reads) against the node's
/// `availablePlatforms` (looked up in every spec of the chain), for a three-level tree and every stored form.
@Suite struct SpecReadsPlatformsTests {
    @Test(arguments: [
        PodValue.null, "ios", ["ios", "osx", "ios"], ["ios": "9.0", "osx": nil], ["ios": false, "tvos": "13.0"], 3,
        [:], [], ["ios": ["9.0"]],
    ])
    func matchTheNodes(_ platforms: PodValue) {
        var leaf = Specification(name: "Leaf")
        leaf.attributes["platforms"] = platforms
        var middle = Specification(name: "Middle", children: [leaf])
        middle.attributes["platforms"] = platforms == .null ? ["watchos": "2.0"] : .null
        var root = Specification(name: "A", children: [middle])
        root.attributes["platforms"] = ["ios": "8.0", "watchos": "2.0"]
        let rootNode = SpecNode(root: root)
        var reads = [SpecReads(rootNode)]
        for node in rootNode.recursiveDescendants {
            reads.append(SpecReads(node, parent: reads[reads.count - 1]))
        }
        for read in reads {
            let expected = Self.outcome { try read.node.availablePlatforms() }
            #expect(Self.outcome { try read.availablePlatforms() } == expected, "\(read.node.name ?? "")")
            #expect(Self.outcome { try SpecReads(read.node).availablePlatforms() } == expected)
        }
    }

    /// A spec that writes no platform names (nothing, `{}`, `[]`) shares its parent's platforms, made once:
    /// the outcome is the node's whichever spec of the chain is read first, and a failure (a malformed
    /// target) is raised again to every spec that inherits it, not kept.
    @Test(arguments: [
        PodValue.null, "ios", ["ios": "9.0.x."], ["ios": nil, "osx": "10.12"], ["": "1.0"], "", [:],
    ])
    func sharedAlongTheChainInAnyOrder(_ rootPlatforms: PodValue) {
        var leaf = Specification(name: "Leaf")
        leaf.attributes["platforms"] = []
        var middle = Specification(name: "Middle", children: [leaf])
        middle.attributes["platforms"] = [:]
        let sibling = Specification(name: "Sibling")
        var root = Specification(name: "A", children: [middle, sibling])
        root.attributes["platforms"] = rootPlatforms
        let rootNode = SpecNode(root: root)
        let rootReads = SpecReads(rootNode)
        let middleReads = SpecReads(rootNode.children[0], parent: rootReads)
        let leafReads = SpecReads(middleReads.node.children[0], parent: middleReads)
        let siblingReads = SpecReads(rootNode.children[1], parent: rootReads)
        for reads in [leafReads, siblingReads, middleReads, rootReads, leafReads, middleReads] {
            let expected = Self.outcome { try reads.node.availablePlatforms() }
            #expect(Self.outcome { try reads.availablePlatforms() } == expected, "\(reads.node.name ?? "")")
        }
    }

    /// A child that writes the same `platforms` value as its parent's chain, or as the child before it, shares that
    /// chain's platforms: the outcome is still the node's for every spec, whatever the siblings and the levels between
    /// them write (a middle spec writing no names, a sibling writing something else in between).
    @Test(
        arguments: [
            "ios", ["ios": "9.0", "osx": nil], ["ios": false, "tvos": "13.0"], ["ios": "8.0", "watchos": "2.0"],
            ["ios": "9.0.x."], ["ios", "osx"],
        ] as [PodValue])
    func sharedWithTheSiblingOrParentWritingTheSame(_ platforms: PodValue) {
        let rootPlatforms: PodValue = ["ios": "8.0", "watchos": "2.0"]
        func child(_ name: String, _ written: PodValue, _ children: [Specification] = []) -> Specification {
            var spec = Specification(name: name, children: children)
            spec.attributes["platforms"] = written
            return spec
        }
        let middle = child(
            "Middle", .null, [child("M1", rootPlatforms), child("M2", platforms), child("M3", platforms)])
        let root = child(
            "A", rootPlatforms,
            [
                child("C1", platforms), child("C2", platforms, [child("Leaf", platforms)]), child("C3", "tvos"),
                child("C4", platforms), child("C5", rootPlatforms), middle, child("C6", platforms),
            ])
        let rootNode = SpecNode(root: root)
        var readsByDepth = [SpecReads(rootNode)]
        for node in rootNode.recursiveDescendants {
            let depth = node.ancestors.count
            let reads = SpecReads(node, parent: readsByDepth[depth - 1])
            readsByDepth.removeLast(readsByDepth.count - depth)
            readsByDepth.append(reads)
            let expected = Self.outcome { try node.availablePlatforms() }
            #expect(Self.outcome { try reads.availablePlatforms() } == expected, "\(node.name ?? "")")
        }
    }

    /// The platforms read, or the error raised (a malformed deployment target), as text.
    static func outcome(_ read: () throws -> [Platform]) -> String {
        do { return try read().map(\.description).joined(separator: ", ") } catch { return "error: \(error)" }
    }
}
