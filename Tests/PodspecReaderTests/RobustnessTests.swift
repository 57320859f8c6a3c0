import Foundation
import PodspecModel
import Testing
@testable import PodspecReader
@testable import RubySyntax

/// Damaged input through the reader: truncated at several points and with seeded random byte noise, every
/// input must end in a specification or a `PodspecLoadError` (no crash, no hang). Time is not asserted here
/// (the house rule: speed only in benchmarks); the evaluator's step, depth and size limits bound the work, and
/// `podspec-bench` reports the slowest case.
@Suite struct RobustnessTests {
    /// The package root (this file is Tests/PodspecReaderTests/RobustnessTests.swift).
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().path

    /// Deterministic pseudo-random numbers (SplitMix64), so a failure reproduces.
    struct SeededGenerator: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    /// Bytes that start a token or an escape: input that ends right after one must not trip the lexer.
    static let tokenStarts = Array("$@:%?#\\/'\"`<{[(=&|!.-*".utf8)

    /// The damaged versions of `bytes`: cut at a quarter, half, three quarters, one byte short, at a random
    /// point, right after the first of each of `tokenStarts`; and two noisy copies (random bytes
    /// overwritten, inserted and deleted).
    static func variants(of bytes: [UInt8], using random: inout SeededGenerator) -> [[UInt8]] {
        guard !bytes.isEmpty else { return [[]] }
        var out: [[UInt8]] = []
        var cuts = [
            bytes.count / 4, bytes.count / 2, bytes.count * 3 / 4, bytes.count - 1,
            Int.random(in: 0..<bytes.count, using: &random),
        ]
        for start in tokenStarts {
            if let at = bytes.firstIndex(of: start) { cuts.append(at + 1) }
        }
        for cut in cuts {
            out.append(Array(bytes[..<cut]))
        }
        for _ in 0..<2 {
            var noisy = bytes
            for _ in 0..<max(1, noisy.count / 200) {
                let at = Int.random(in: 0..<noisy.count, using: &random)
                switch Int.random(in: 0..<3, using: &random) {
                case 0: noisy[at] = UInt8.random(in: 0...255, using: &random)
                case 1: noisy.insert(UInt8.random(in: 0...255, using: &random), at: at)
                default: if noisy.count > 1 { noisy.remove(at: at) }
                }
            }
            out.append(noisy)
        }
        return out
    }

    /// Loads every variant of every file; returns how many inputs went through (each ends in a value or an error):
    /// at least 7 per file (5 cuts, 2 noisy copies), more where a file has some of `tokenStarts`.
    static func exercise(_ paths: [String], seed: UInt64) -> Int {
        var random = SeededGenerator(state: seed)
        var count = 0
        for path in paths {
            guard let data = FileManager.default.contents(atPath: path) else { continue }
            for variant in variants(of: Array(data), using: &random) {
                _ = try? PodspecLoader.load(contents: variant, path: path, environment: [:])
                count += 1
            }
        }
        return count
    }

    @Test func conformanceCasesDamaged() throws {
        let cases = (RobustnessTests.packageRoot as NSString).appendingPathComponent("../shared/conformance/cases")
        guard FileManager.default.fileExists(atPath: cases) else { return }  // a user's clone has no ../shared
        // A seeded sample keeps this to a few thousand loads (the scorer and the benchmark read all of them).
        var random = SeededGenerator(state: 2)
        let all = PodspecFinder.paths(under: cases)
        let sample = all.filter { _ in Int.random(in: 0..<40, using: &random) == 0 }
        #expect(!sample.isEmpty)
        #expect(RobustnessTests.exercise(sample, seed: 7) >= sample.count * 7)
    }

    @Test func fixturesDamaged() throws {
        let fixtures = PodspecFinder.paths(
            under: (RobustnessTests.packageRoot as NSString).appendingPathComponent("Fixtures"))
        #expect(!fixtures.isEmpty)
        #expect(RobustnessTests.exercise(fixtures, seed: 11) >= fixtures.count * 7)
    }

    /// Generated podspec-shaped programs (every construct the reader knows), each damaged the same way.
    @Test func generatedInputsDamaged() throws {
        let folder = (NSTemporaryDirectory() as NSString).appendingPathComponent("robustness-\(UUID().uuidString)")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try #"{"version": "1.2.3", "name": "Gen"}"#.write(
            toFile: folder + "/package.json", atomically: true, encoding: .utf8)
        let pieces = [
            "s.name = 'Gen'", "s.version = package['version']", "s.summary = \"v#{s.version} %s\" % 'x'",
            "s.description = <<-DESC\n  Text #{s.name}\n  DESC", "s.source = { :git => 'u', :tag => s.version.to_s }",
            "s.ios.deployment_target = '12.0'", "s.source_files = %w[a b].map { |f| \"#{f}/**/*.swift\" }",
            "s.dependency 'A', '~> 1.0', '< 2'", "s.subspec 'Core' do |c|\n  c.frameworks = 'UIKit'\nend",
            "if ENV['X'] then s.static_framework = true else s.requires_arc = true end",
            "s.pod_target_xcconfig = { 'A' => 'B' }.merge('C' => 'D')", "[1, 2, 3].each { |i| s.license = i.to_s }",
            "case s.name when /G/ then s.swift_version = '5.0' end",
            "s.test_spec 'Tests' do |t| t.source_files = 'T' end",
        ]
        var random = SeededGenerator(state: 23)
        var paths: [String] = []
        for i in 0..<40 {
            let body = (0..<8).map { _ in pieces[Int.random(in: 0..<pieces.count, using: &random)] }.joined(
                separator: "\n")
            let text =
                "require 'json'\npackage = JSON.parse(File.read(File.join(__dir__, 'package.json')))\n"
                + "def helper(x) = x.to_s\nPod::Spec.new do |s|\n\(body)\nend\n"
            let path = folder + "/Gen\(i).podspec"
            try text.write(toFile: path, atomically: true, encoding: .utf8)
            paths.append(path)
        }
        #expect(RobustnessTests.exercise(paths, seed: 29) >= paths.count * 7)
    }

    /// Hostile programs, named (their text is too long to print as a test argument).
    enum Hostile: String, CaseIterable, Sendable {
        case endlessWhile, endlessLoop, endlessRecursion, doublingString, growingArray, brackets, parentheses
        case nestedIfs, longOperatorChain, longMethodChain, unaryMinusChain, bangChain, nestedInterpolation
        case nestedHashes, nestedBlocks, unterminatedHeredocs

        var source: String {
            switch self {
            case .endlessWhile: "while true\nend\n"
            case .endlessLoop: "loop { }\n"
            case .endlessRecursion: "def f(n)\n  f(n + 1)\nend\nf(0)\n"
            case .doublingString: "x = 'a'\n40.times { x = x + x }\n"
            case .growingArray: "a = []\n100_000_000.times { |i| a << i }\n"
            case .brackets: String(repeating: "[", count: 100_000)
            case .parentheses: String(repeating: "(", count: 100_000) + "1" + String(repeating: ")", count: 100_000)
            case .nestedIfs: String(repeating: "if true\n", count: 5_000)
            case .longOperatorChain: "x = " + String(repeating: "1 + ", count: 100_000) + "1\n"
            case .longMethodChain: "x = a" + String(repeating: ".b", count: 100_000) + "\n"
            case .unaryMinusChain: "x = " + String(repeating: "-", count: 100_000) + "1\n"
            case .bangChain: "x = " + String(repeating: "!", count: 100_000) + "1\n"
            case .nestedInterpolation: "s = \"" + String(repeating: "#{\"", count: 10_000)
            case .nestedHashes: "x = " + String(repeating: "{a: ", count: 100_000)
            case .nestedBlocks: String(repeating: "x.each { ", count: 100_000)
            case .unterminatedHeredocs: String(repeating: "x = <<A\n", count: 10_000)
            }
        }
    }

    /// Hostile programs end in a clear load error, stopped by the evaluator's limits rather than by time.
    @Test(arguments: Hostile.allCases)
    func hostileInputIsBounded(_ hostile: Hostile) {
        let path = (NSTemporaryDirectory() as NSString).appendingPathComponent("Hostile.podspec")
        do {
            _ = try PodspecLoader.load(contents: Array(hostile.source.utf8), path: path, environment: [:])
            Issue.record("hostile input loaded")
        } catch {
            #expect(error.message.contains("Invalid `Hostile.podspec` file"))
        }
    }

    @Test func oversizedInputIsRefused() {
        let huge = [UInt8](repeating: 0x20, count: Lexer.maximumSize + 1)
        do {
            _ = try PodspecLoader.load(contents: huge, path: "/tmp/Huge.podspec", environment: [:])
            Issue.record("oversized input loaded")
        } catch {
            #expect(error.message.contains("too large"))
        }
    }
}
