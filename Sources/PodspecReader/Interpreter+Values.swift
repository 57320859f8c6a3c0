import Foundation
import PodspecModel
import RubySyntax

extension Interpreter {
    /// Ruby's `to_s` for interpolation and string conversion.
    static func toS(_ v: RValue) -> String {
        switch v {
        case .nilValue: ""
        case .bool(let b): b ? "true" : "false"
        case .integer(let i): String(i)
        case .float(let d): RubyText.formatFloat(d)
        case .string(let s), .symbol(let s), .version(let s): s
        case .module(let m): m
        case .regex(let re, let source): embeddedRegex(re, source)
        case .spec(let s): s.displayName
        case .object(let o) where o.className == timeClass: strftime("%Y-%m-%d %H:%M:%S %z", timeSeconds(v) ?? 0)
        case .object(let o):
            (o.ivars["@message"] ?? o.ivars["@path"] ?? o.ivars["@version"]).map { toS($0) } ?? "#<\(o.className)>"
        default: inspect(v)
        }
    }

    func toS(_ v: RValue) -> String { Interpreter.toS(v) }
    func toSString(_ v: RValue) throws -> String { Interpreter.toS(v) }

    /// Ruby's `inspect` (Ruby 3.1 forms). An array or hash met again inside itself prints as Ruby prints
    /// it (`[...]`, `{...}`), as does one nested deeper than `InterpreterLimits.maximumNesting`; past
    /// `InterpreterLimits.maximumStringBytes` of output the rest is left out (`inspectChecked` throws then).
    static func inspect(_ v: RValue) -> String {
        var walk = InspectWalk()
        return inspect(v, &walk)
    }

    /// `inspect` for the `inspect` and `to_s` methods: output that would be cut short is an error instead.
    static func inspectChecked(_ v: RValue) throws -> String {
        var walk = InspectWalk()
        let text = inspect(v, &walk)
        if walk.budget < 0 { try checkSize(Int.max) }
        return text
    }

    /// What `inspect` tracks while it descends.
    struct InspectWalk {
        var open: [ObjectIdentifier] = []
        /// Output bytes still allowed (approximate: counted per element).
        var budget = InterpreterLimits.maximumStringBytes
    }

    static func inspect(_ v: RValue, _ walk: inout InspectWalk) -> String {
        if walk.budget < 0 { return "..." }
        switch v {
        case .array(let a):
            let id = ObjectIdentifier(a)
            if walk.open.contains(id) || walk.open.count >= InterpreterLimits.maximumNesting { return "[...]" }
            walk.open.append(id)
            defer { walk.open.removeLast() }
            var parts: [String] = []
            for item in a.items {
                let part = inspect(item, &walk)
                walk.budget -= part.utf8.count + 2
                parts.append(part)
                if walk.budget < 0 { break }
            }
            return "[" + parts.joined(separator: ", ") + "]"
        case .hash(let h):
            let id = ObjectIdentifier(h)
            if walk.open.contains(id) || walk.open.count >= InterpreterLimits.maximumNesting { return "{...}" }
            walk.open.append(id)
            defer { walk.open.removeLast() }
            var parts: [String] = []
            for pair in h.pairs {
                let part = inspect(pair.key, &walk) + "=>" + inspect(pair.value, &walk)
                walk.budget -= part.utf8.count + 2
                parts.append(part)
                if walk.budget < 0 { break }
            }
            return parts.isEmpty ? "{}" : "{" + parts.joined(separator: ", ") + "}"
        case .range(let a, let b, let e):
            // A nil end is left out (`1..`, `..5`), unless both are nil.
            let both = a.isNil && b.isNil
            return (a.isNil && !both ? "" : inspect(a, &walk)) + (e ? "..." : "..")
                + (b.isNil && !both ? "" : inspect(b, &walk))
        default: return inspectLeaf(v)
        }
    }

    /// `inspect` of a value that holds no array or hash.
    static func inspectLeaf(_ v: RValue) -> String {
        switch v {
        case .nilValue: "nil"
        case .string(let s): RubyText.inspect(s)
        case .symbol(let s): PodValue.symbol(s).rubyInspect
        case .float(let d): RubyText.formatFloat(d)
        case .regex(_, let source): "/\(source)/"
        case .version(let s): "#<Pod::Version version=\(s)>"
        case .spec(let s): "#<Pod::Specification name=\(s.fullName.map(RubyText.inspect) ?? "nil")>"
        case .platformProxy(let s, let p):
            "#<Pod::Specification::DSL::PlatformProxy:0x0000000000000000 @spec=\(inspect(.spec(s))), @platform=:\(p.rawValue)>"
        case .proc: "#<Proc>"
        case .object(let o) where o.className == gemVersionClass:
            "#<Gem::Version \(RubyText.inspect(toS(o.ivars["@version"] ?? .nilValue)))>"
        case .object(let o) where o.className == setClass: inspectSet(setElements(v) ?? [])
        case .matchData(let groups, _, _): "#<MatchData \(RubyText.inspect(groups.first.flatMap { $0 } ?? ""))>"
        default: toS(v)
        }
    }

    /// Ruby's `==`. Arrays and hashes compare element by element, down to `InterpreterLimits.maximumNesting`
    /// levels and `InterpreterLimits.maximumElements` comparisons (beyond: unequal); the same object is equal
    /// to itself without looking inside (so a value containing itself compares).
    static func equals(_ a: RValue, _ b: RValue) -> Bool {
        var budget = InterpreterLimits.maximumElements
        return equals(a, b, depth: 0, budget: &budget)
    }

    static func equals(_ a: RValue, _ b: RValue, depth: Int, budget: inout Int) -> Bool {
        budget -= 1
        if budget < 0 || depth > InterpreterLimits.maximumNesting { return false }
        switch (a, b) {
        case (.nilValue, .nilValue): return true
        case (.bool(let x), .bool(let y)): return x == y
        case (.integer(let x), .integer(let y)): return x == y
        case (.float(let x), .float(let y)): return x == y
        case (.integer(let x), .float(let y)), (.float(let y), .integer(let x)): return Double(x) == y
        case (.string(let x), .string(let y)): return x == y
        case (.symbol(let x), .symbol(let y)): return x == y
        case (.version(let x), .version(let y)):
            return (try? Version(x)).flatMap { vx in (try? Version(y)).map { vx.isEqualBySegments($0) } } ?? (x == y)
        case (.version(let x), .string(let y)), (.string(let y), .version(let x)):
            return (try? Version(x)).flatMap { vx in (try? Version(y)).map { vx.isEqualBySegments($0) } } ?? (x == y)
        case (.array(let x), .array(let y)):
            if x === y { return true }
            return x.items.count == y.items.count
                && zip(x.items, y.items).allSatisfy { equals($0, $1, depth: depth + 1, budget: &budget) }
        case (.hash(let x), .hash(let y)):
            if x === y { return true }
            return x.storage.count == y.storage.count
                && x.pairs.allSatisfy { pair in
                    y[pair.key].map { equals($0, pair.value, depth: depth + 1, budget: &budget) } ?? false
                }
        case (.module(let x), .module(let y)): return x == y
        case (.spec(let x), .spec(let y)): return x === y
        case (.range(let a1, let b1, let e1), .range(let a2, let b2, let e2)):
            return e1 == e2 && equals(a1, a2, depth: depth + 1, budget: &budget)
                && equals(b1, b2, depth: depth + 1, budget: &budget)
        default: return false
        }
    }

    /// `<=>`; nil when not comparable (or arrays nested deeper than `InterpreterLimits.maximumNesting`).
    static func compare(_ a: RValue, _ b: RValue, depth: Int = 0) -> Int? {
        switch (a, b) {
        case (.integer(let x), .integer(let y)): return x < y ? -1 : (x > y ? 1 : 0)
        case (.float, _), (_, .float):
            guard let x = a.doubleValue, let y = b.doubleValue else { return nil }
            return x < y ? -1 : (x > y ? 1 : 0)
        case (.string(let x), .string(let y)), (.symbol(let x), .symbol(let y)):
            return RubyText.byteCompare(x, y)
        case (.object(let x), _) where x.className == gemVersionClass:
            return gemVersionText(b).map { compareGemVersions(toS(x.ivars["@version"] ?? .nilValue), $0) }
        case (.version(let x), .version(let y)), (.version(let x), .string(let y)), (.string(let x), .version(let y)):
            guard let vx = try? Version(x), let vy = try? Version(y) else { return nil }
            return vx < vy ? -1 : (vy < vx ? 1 : 0)
        case (.array(let x), .array(let y)):
            if x === y { return 0 }
            if depth >= InterpreterLimits.maximumNesting { return nil }
            for (p, q) in zip(x.items, y.items) {
                guard let c = compare(p, q, depth: depth + 1) else { return nil }
                if c != 0 { return c }
            }
            return x.items.count < y.items.count ? -1 : (x.items.count > y.items.count ? 1 : 0)
        default: return nil
        }
    }

    func caseEquals(_ pattern: RValue, _ value: RValue, at position: SourcePosition) throws -> Bool {
        switch pattern {
        case .regex(let re, _):
            guard case .string(let s) = value else { return false }
            return try re.boundedFirstMatch(in: s) != nil
        case .range(let lo, let hi, let exclusive):
            // A nil end does not bound (`1..`, `..5`); the value must still compare with the other end.
            if lo.isNil && hi.isNil { return true }
            if !lo.isNil { guard let a = Interpreter.compare(lo, value), a <= 0 else { return false } }
            if hi.isNil { return true }
            guard let b = Interpreter.compare(value, hi) else { return false }
            return exclusive ? b < 0 : b <= 0
        case .module(let name):
            return isA(value, name)
        case .object(let requirement) where requirement.className == Interpreter.gemRequirementClass:
            return try gemRequirementMethod(requirement, "===", [value])?.isTruthy ?? false
        default:
            return Interpreter.equals(pattern, value)
        }
    }

    func isA(_ value: RValue, _ className: String) -> Bool {
        if case .object(let object) = value, !object.isMain { return classes.isKind(object.className, of: className) }
        let short = className.split(separator: ":").last.map(String.init) ?? className
        switch short {
        case "Object", "BasicObject", "Kernel": return true
        case "Numeric", "Comparable":
            if case .integer = value { return true }
            if case .float = value { return true }
            return short == "Comparable" && (value.className == "String")
        case "Enumerable":
            switch value {
            case .array, .hash, .range: return true
            default: return false
            }
        case "Specification", "Spec": if case .spec = value { return true }; return false
        default:
            return value.className == short || value.className == className
        }
    }

    /// The elements an iteration visits (`each` on arrays, hashes as pairs, ranges).
    func iterate(_ v: RValue, at position: SourcePosition) throws -> [RValue] {
        switch v {
        case .array(let a): return a.items
        case .hash(let h): return h.pairs.map { .array([$0.key, $0.value]) }
        case .range(.integer(let lo), .integer(let hi), let exclusive):
            let upper = exclusive ? hi - 1 : hi
            guard upper >= lo else { return [] }
            guard upper - lo < 1_000_000 else { throw RubyError("RangeError", "range too large to iterate") }
            return (lo...upper).map { .integer($0) }
        case .range(.string(let lo), .string(let hi), let exclusive):
            return try Interpreter.stringRange(lo, hi, exclusive: exclusive)
        case .range(.integer(let lo), .float(let hi), let exclusive) where !hi.isNaN:
            // An integer start counts up to the float end (`1..3.5` is 1, 2, 3).
            guard hi >= Double(lo) else { return [] }
            guard hi - Double(lo) < 1_000_000 else { throw RubyError("RangeError", "range too large to iterate") }
            let whole = Int(hi.rounded(.down))
            let upper = exclusive && Double(whole) == hi ? whole - 1 : whole
            return upper < lo ? [] : (lo...upper).map { .integer($0) }
        case .range(let lo, _, _):
            throw RubyError("TypeError", "can't iterate from \(lo.className)")
        case .nilValue:
            throw RubyError.noMethod("each", for: "nil:NilClass")
        case _ where Interpreter.setElements(v) != nil: return Interpreter.setElements(v) ?? []
        default:
            throw RubyError.noMethod("each", for: "\(Interpreter.inspect(v)):\(v.className)")
        }
    }

    /// A `/…/` literal's value. One without `#{}` is made once and given again each time it is evaluated.
    func evalRegex(_ parts: [StringPart], options: String, at position: SourcePosition, _ scope: Scope) throws
        -> RValue
    {
        guard parts.count == 1, case .text(let source) = parts[0] else {
            return try makeRegex(try interpolate(parts, scope), options: options, at: position)
        }
        if let made = regexLiterals.value(at: position.offset, source: source, options: options) { return made }
        let value = try makeRegex(source, options: options, at: position)
        regexLiterals.remember(value, at: position.offset, source: source, options: options)
        return value
    }

    func makeRegex(_ source: String, options: String, at position: SourcePosition) throws -> RValue {
        var opts: NSRegularExpression.Options = .anchorsMatchLines  // Ruby's ^ and $ are line anchors
        for flag in options.utf8 {  // bytes: a String's `contains("i")` is Foundation's substring search
            switch flag {
            case UInt8(ascii: "i"): opts.insert(.caseInsensitive)
            case UInt8(ascii: "m"): opts.insert(.dotMatchesLineSeparators)
            case UInt8(ascii: "x"): opts.insert(.allowCommentsAndWhitespace)
            default: break
            }
        }
        do {
            let regex = try RegexCache.shared.regex(source, options: opts) {
                // ICU understands Ruby's \A and \z, not \h (a hex digit in Ruby) or \Z.
                let translated = source.replacingOccurrences(of: "\\h", with: "[0-9a-fA-F]")
                    .replacingOccurrences(of: "\\Z", with: "(?=\\n?\\z)")
                return try CompiledRegex(pattern: translated, options: opts)
            }
            return .regex(regex, source: source)
        } catch {
            throw RubyError("RegexpError", "invalid regular expression: /\(source)/", at: position)
        }
    }
}

extension RValue {
    var doubleValue: Double? {
        switch self {
        case .integer(let i): Double(i)
        case .float(let d): d
        default: nil
        }
    }
}
