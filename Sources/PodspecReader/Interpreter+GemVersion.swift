import Foundation
import PodspecModel
import RubySyntax

/// RubyGems' `Gem::Version` and `Gem::Requirement` as Ruby 3.1's RubyGems (3.3) has them: a version is an
/// object holding `@version` (a `-` spelled `.pre.`), compared by its canonical segments; a requirement holds
/// `@requirements`, pairs of an operator and a version.
extension Interpreter {
    static let gemVersionClass = "Gem::Version"
    static let gemRequirementClass = "Gem::Requirement"
    /// RubyGems' `Gem::Version::VERSION_PATTERN`.
    static let gemVersionPattern = #"[0-9]+(?>\.[0-9a-zA-Z]+)*(?:-[0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*)?"#

    /// `Gem::Version.new`, `.create`, `.correct?`, and `Gem::Requirement.new`, `.create`, `.default`; nil for
    /// another name.
    func gemClassMethod(_ module: String, _ name: String, _ args: [RValue]) throws -> RValue? {
        switch (module, name) {
        case (Interpreter.gemVersionClass, "new"): return try gemVersion(args.first ?? .nilValue)
        case (Interpreter.gemVersionClass, "create"):
            guard let input = args.first, !input.isNil else { return .nilValue }
            return Interpreter.isGem(input, Interpreter.gemVersionClass) ? input : try gemVersion(input)
        case (Interpreter.gemVersionClass, "correct?"):
            return .bool(Interpreter.isCorrectGemVersion(toS(args.first ?? .nilValue)))
        case (Interpreter.gemRequirementClass, "new"): return try gemRequirement(args)
        case (Interpreter.gemRequirementClass, "default"): return try gemRequirement([])
        case (Interpreter.gemRequirementClass, "create"):
            guard args.count == 1, let input = args.first else { return try gemRequirement(args) }
            if Interpreter.isGem(input, Interpreter.gemRequirementClass) { return input }
            switch input {
            case .string, .version, .array, .object: return try gemRequirement([input])
            default: return try gemRequirement([])
            }
        default: return nil
        }
    }

    /// `Gem::Version.new(input)`: Ruby's ArgumentError for a malformed version; a blank string is `0`.
    func gemVersion(_ input: RValue) throws -> RValue {
        let text = toS(input)
        guard Interpreter.isCorrectGemVersion(text) else {
            throw RubyError("ArgumentError", "Malformed version number string \(text)")
        }
        var normalized = RubyText.strip(text).replacingOccurrences(of: "-", with: ".pre.")
        if case .string = input, normalized.isEmpty { normalized = "0" }
        let object = RObject(className: Interpreter.gemVersionClass)
        object.ivars["@version"] = .string(normalized)
        return .object(object)
    }

    static func isCorrectGemVersion(_ text: String) -> Bool {
        text.range(of: #"\A\s*(?:"# + gemVersionPattern + #")?\s*\z"#, options: .regularExpression) != nil
    }

    static func isGem(_ value: RValue, _ className: String) -> Bool {
        if case .object(let object) = value { object.className == className } else { false }
    }

    /// The version text `<=>` compares a Gem::Version with: another's, a Pod::Version's, or a correct string's.
    static func gemVersionText(_ value: RValue?) -> String? {
        switch value {
        case .object(let object)? where object.className == gemVersionClass:
            return object.ivars["@version"].map(toS)
        case .version(let text)?, .string(let text)?:
            guard isCorrectGemVersion(text) else { return nil }
            return RubyText.strip(text).replacingOccurrences(of: "-", with: ".pre.")
        default: return nil
        }
    }

    /// A Gem::Version's methods; nil for another name.
    func gemVersionMethod(_ object: RObject, _ name: String, _ args: [RValue]) throws -> RValue? {
        let version = toS(object.ivars["@version"] ?? .nilValue)
        let segments = Interpreter.gemSegments(version)
        let prerelease = version.contains { $0.isASCII && $0.isLetter }
        // The segments before the first letter.
        var release: [RValue] {
            Array(segments.prefix { if case .integer = $0 { true } else { false } })
        }
        switch name {
        case "to_s", "version": return .string(version)
        case "inspect": return .string(Interpreter.inspect(.object(object)))
        case "segments": return .array(segments)
        case "canonical_segments": return .array(Interpreter.canonicalSegments(segments))
        case "prerelease?": return .bool(prerelease)
        case "release":
            return prerelease ? try gemVersion(.string(release.map(toS).joined(separator: "."))) : .object(object)
        case "bump":
            var kept = release
            if kept.count > 1 { kept.removeLast() }
            if case .integer(let last)? = kept.last { kept[kept.count - 1] = .integer(last &+ 1) }
            return try gemVersion(.string(kept.map(toS).joined(separator: ".")))
        case "approximate_recommendation":
            var kept = Array(release.prefix(2))
            while kept.count < 2 { kept.append(.integer(0)) }
            return .string("~> " + kept.map(toS).joined(separator: ".") + (prerelease ? ".a" : ""))
        case "<=>":
            guard let other = Interpreter.gemVersionText(args.first) else { return .nilValue }
            return .integer(Interpreter.compareGemVersions(version, other))
        case "==", "<", ">", "<=", ">=":
            guard let other = Interpreter.gemVersionText(args.first) else {
                if name == "==" { return .bool(false) }
                throw RubyError(
                    "ArgumentError",
                    "comparison of Gem::Version with \(Interpreter.inspect(args.first ?? .nilValue)) failed")
            }
            let order = Interpreter.compareGemVersions(version, other)
            let answers = ["==": order == 0, "<": order < 0, ">": order > 0, "<=": order <= 0, ">=": order >= 0]
            return .bool(answers[name] ?? false)
        case "between?":
            guard args.count == 2, let low = Interpreter.gemVersionText(args[0]),
                let high = Interpreter.gemVersionText(args[1])
            else {
                throw RubyError(
                    "ArgumentError",
                    "comparison of Gem::Version with \(Interpreter.inspect(args.first ?? .nilValue)) failed")
            }
            return .bool(
                Interpreter.compareGemVersions(version, low) >= 0 && Interpreter.compareGemVersions(version, high) <= 0)
        case "eql?":
            guard case .object(let other)? = args.first, other.className == Interpreter.gemVersionClass else {
                return .bool(false)
            }
            return .bool(other.ivars["@version"].map(toS) == version)
        case "hash": return .integer(HashKey(.array(Interpreter.canonicalSegments(segments))).repr.hashValue)
        default: return nil
        }
    }

    /// `version.scan(/[0-9]+|[a-z]+/i)`, runs of digits as integers.
    static func gemSegments(_ version: String) -> [RValue] {
        var segments: [RValue] = []
        var run = ""
        var digits = false
        func finish() {
            guard !run.isEmpty else { return }
            segments.append(digits ? .integer(Int(run) ?? Int.max) : .string(run))
            run = ""
        }
        for c in version {
            let isDigit = c.isASCIIDigit
            let isLetter = c.isASCII && c.isLetter
            if !run.isEmpty && ((isDigit && digits) || (isLetter && !digits)) {
                run.append(c)
                continue
            }
            finish()
            if isDigit || isLetter {
                run = String(c)
                digits = isDigit
            }
        }
        finish()
        return segments
    }

    /// The numeric segments and then the rest, each without trailing zeros (`1.2.0.0` is `[1, 2]`).
    static func canonicalSegments(_ segments: [RValue]) -> [RValue] {
        let split = segments.firstIndex { if case .string = $0 { true } else { false } } ?? segments.count
        func trimmed(_ part: ArraySlice<RValue>) -> [RValue] {
            var kept = Array(part)
            while case .integer(0)? = kept.last { kept.removeLast() }
            return kept
        }
        return trimmed(segments[..<split]) + trimmed(segments[split...])
    }

    /// RubyGems' `<=>`: segment by segment (missing ones are 0), a letter segment before a number.
    static func compareGemVersions(_ a: String, _ b: String) -> Int {
        let left = canonicalSegments(gemSegments(a))
        let right = canonicalSegments(gemSegments(b))
        if a == b || Interpreter.equals(.array(left), .array(right)) { return 0 }
        for i in 0..<max(left.count, right.count) {
            let x = i < left.count ? left[i] : .integer(0)
            let y = i < right.count ? right[i] : .integer(0)
            switch (x, y) {
            case (.string, .integer): return -1
            case (.integer, .string): return 1
            default:
                if let order = compare(x, y), order != 0 { return order }
            }
        }
        return 0
    }

    /// `Gem::Requirement.new(*requirements)`: each a string (`"~> 1.2"`, an operator defaulting to `=`) or a
    /// version; none is `>= 0`.
    func gemRequirement(_ args: [RValue]) throws -> RValue {
        var inputs: [RValue] = []
        for input in try checkedFlatten(args) where !input.isNil {
            if !inputs.contains(where: { Interpreter.equals($0, input) }) { inputs.append(input) }
        }
        let pairs = try inputs.isEmpty ? [(">=", try gemVersion(.string("0")))] : inputs.map(parseGemRequirement)
        let object = RObject(className: Interpreter.gemRequirementClass)
        object.ivars["@requirements"] = .array(pairs.map { .array([.string($0.0), $0.1]) })
        return .object(object)
    }

    private func parseGemRequirement(_ input: RValue) throws -> (String, RValue) {
        if Interpreter.isGem(input, Interpreter.gemVersionClass) { return ("=", input) }
        let text = toS(input)
        let pattern = #"\A\s*(=|!=|>|<|>=|<=|~>)?\s*("# + Interpreter.gemVersionPattern + #")\s*\z"#
        guard let expression = try? NSRegularExpression(pattern: pattern),
            let match = expression.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)),
            let versionRange = Range(match.range(at: 2), in: text)
        else {
            throw RubyError(
                "Gem::Requirement::BadRequirementError", "Illformed requirement [\(Interpreter.inspect(input))]")
        }
        let op = Range(match.range(at: 1), in: text).map { String(text[$0]) } ?? "="
        return (op, try gemVersion(.string(String(text[versionRange]))))
    }

    /// What each of RubyGems' operators but `~>` asks of a version's `<=>` with the required one.
    static let gemOperators: [String: @Sendable (Int) -> Bool] = [
        "=": { $0 == 0 }, "!=": { $0 != 0 }, ">": { $0 > 0 }, "<": { $0 < 0 }, ">=": { $0 >= 0 }, "<=": { $0 <= 0 },
    ]

    /// A Gem::Requirement's methods; nil for another name.
    func gemRequirementMethod(_ object: RObject, _ name: String, _ args: [RValue]) throws -> RValue? {
        var pairs: [(op: String, version: RObject)] = []
        if case .array(let list)? = object.ivars["@requirements"] {
            for case .array(let pair) in list.items {
                if case .string(let op) = pair.items.first, case .object(let version)? = pair.items.last {
                    pairs.append((op, version))
                }
            }
        }
        func text(_ version: RObject) -> String { toS(version.ivars["@version"] ?? .nilValue) }
        switch name {
        case "to_s": return .string(pairs.map { "\($0.op) \(text($0.version))" }.joined(separator: ", "))
        case "requirements": return .array(pairs.map { .array([.string($0.op), .object($0.version)]) })
        case "satisfied_by?", "===", "=~":
            guard case .object(let candidate)? = args.first, candidate.className == Interpreter.gemVersionClass else {
                throw RubyError("ArgumentError", "Need a Gem::Version: \(Interpreter.inspect(args.first ?? .nilValue))")
            }
            let version = text(candidate)
            return .bool(
                try pairs.allSatisfy { pair in
                    let order = Interpreter.compareGemVersions(version, text(pair.version))
                    if let holds = Interpreter.gemOperators[pair.op] { return holds(order) }
                    // `~> 1.2`: at least 1.2, and the release below the next version up (2).
                    guard order >= 0, case .object(let release)? = try gemVersionMethod(candidate, "release", []),
                        case .object(let bump)? = try gemVersionMethod(pair.version, "bump", [])
                    else { return false }
                    return Interpreter.compareGemVersions(text(release), text(bump)) < 0
                })
        case "none?":
            return .bool(
                pairs.count == 1 && pairs[0].op == ">="
                    && Interpreter.compareGemVersions(text(pairs[0].version), "0") == 0)
        case "exact?": return .bool(pairs.count == 1 && pairs[0].op == "=")
        case "prerelease?": return .bool(pairs.contains { text($0.version).contains { $0.isASCII && $0.isLetter } })
        default: return nil
        }
    }
}
