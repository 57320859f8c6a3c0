import Foundation
import OrderedCollections
import PodspecModel
import RubySyntax

extension Interpreter {
    /// `Pod::Spec.new(parent = nil, name = nil) { |s| … }`.
    func newSpecification(_ args: [RValue], _ block: BlockArgument?, node: Node) throws -> RValue {
        var parent: SpecObject? = nil
        if case .spec(let p)? = args.first { parent = p }
        let name = args.count > 1 ? (args[1].isTruthy ? toS(args[1]) : nil) : nil
        let spec = SpecObject(name: name, kind: .library, parent: parent)
        spec.location = SourceLocation(line: node.range.start.line, column: node.range.start.column)
        if let block { _ = try yieldBlock(block, [.spec(spec)], node: node) }
        return .spec(spec)
    }

    /// The podspec DSL on a specification: attribute writers, readers, `dependency`, subspecs, platform proxies.
    /// Its callers (`callMethod`, `callFunction`) have found no method the podspec defined on `spec` first.
    func specMethod(
        _ spec: SpecObject, _ name: String, _ args: [RValue], _ block: BlockArgument?, scope: Scope, node: Node
    )
        throws -> RValue?
    {
        let location = SourceLocation(line: node.range.start.line, column: node.range.start.column)
        // Most calls are attribute writers (`summary=`): they are told from the other methods by their last byte,
        // so each is compared with the few writers below, not with every name.
        if Interpreter.isWriterName(name) {
            if let result = try specWriter(spec, name, args, location: location) { return result }
            if let attribute = AttributeTable.attribute(forSetter: name) {
                try store(spec, attribute, args.first ?? .nilValue, platform: nil, location: location)
                return args.first ?? .nilValue
            }
        } else if let result = try specCommand(spec, name, args, block, node: node, location: location) {
            return result
        }
        if let reader = try specReader(spec, name, args) { return reader }
        return nil
    }

    /// The DSL methods of a spec that are not attribute writers (`ios`, `dependency`, `subspec`…); nil for
    /// another name.
    func specCommand(
        _ spec: SpecObject, _ name: String, _ args: [RValue], _ block: BlockArgument?, node: Node,
        location: SourceLocation
    ) throws -> RValue? {
        // The commonest first: a string switch compares its cases in order.
        switch name {
        case "dependency":
            try addDependency(spec, args)
            spec.changeLocations { locations in
                if locations[AttributeTable.dependencies] == nil { locations[AttributeTable.dependencies] = location }
            }
            return .nilValue
        case "subspec", "test_spec", "app_spec":
            let kind: Specification.Kind = name == "subspec" ? .library : (name == "test_spec" ? .test : .app)
            let defaultName = kind == .test ? "Tests" : (kind == .app ? "App" : nil)
            guard let childName = args.first.map(toS) ?? defaultName else {
                throw RubyError.argumentCount(given: 0, expected: "1")
            }
            let child = SpecObject(name: childName, kind: kind, parent: spec)
            child.location = location
            spec.children.append(child)
            if let block { _ = try yieldBlock(block, [.spec(child)], node: node) }
            return .spec(child)
        case "ios", "osx", "macos", "tvos", "visionos", "watchos":
            guard args.isEmpty else { throw RubyError.argumentCount(given: args.count, expected: "0") }
            return .platformProxy(spec, PlatformName(parsing: name) ?? .ios)
        case "extend": return try extendObject(.spec(spec), with: args, node: node)
        case "store_attribute":
            guard args.count >= 2 else { return nil }
            try store(spec, toS(args[0]), args[1], platform: nil, location: location)
            return args[1]
        default:
            return nil
        }
    }

    /// The DSL writers of a spec that are not plain attribute writers (`dependency=`, `platform=`…); nil for
    /// another name.
    func specWriter(_ spec: SpecObject, _ name: String, _ args: [RValue], location: SourceLocation) throws -> RValue? {
        // Most writers are plain attribute writers (`summary=`): ruled out by first byte and length, they are
        // compared with none of the names below.
        guard Interpreter.specWriterFilter.mayContain(name) else { return nil }
        switch name {
        case "dependency=":
            let list = listArgument(args.first)
            throw RubyError(
                "Pod::Informative",
                "Cannot assign value to `dependency`. Did you mean: `dependency '\(list.map(toS).joined(separator: "', '"))'`?"
            )
        case "platform=":
            let list = listArgument(args.first)
            if list.isEmpty || !(list.first?.isTruthy ?? false) {
                spec.attributes[AttributeTable.platforms] = .hash([:])
            } else {
                var platformName = toS(list[0])
                if platformName == "macos" { platformName = "osx" }
                let target: PodValue = list.count > 1 ? try stored(list[1], stringKeys: true) : .null
                spec.attributes[AttributeTable.platforms] = .hash([.string(platformName): target])
            }
            spec.changeLocations { $0[AttributeTable.platforms] = location }
            return args.first ?? .nilValue
        case "deployment_target=":
            throw RubyError("Pod::Informative", "The deployment target can be declared only per platform.")
        case "name=":
            spec.attributes[AttributeTable.name] = try stored(args.first ?? .nilValue, stringKeys: true)
            spec.changeLocations { $0[AttributeTable.name] = location }
            return args.first ?? .nilValue
        default:
            return nil
        }
    }

    /// The writers `specWriter` answers, by the name an assignment gives (`s.name = …`).
    static let specWriterGetters = ["dependency", "platform", "deployment_target", "name"]
    /// The table positions of the attributes one of `specWriterGetters` writes (`name`): only a writer of these
    /// needs comparing with `specWriterGetters`.
    static let specWriterAttributeIndices = specWriterGetters.compactMap {
        AttributeTable.attribute(forWriter: $0)?.index
    }
    /// The writers `specWriter` answers, by method name.
    static let specWriterNames = specWriterGetters.map { $0 + "=" }
    static let specWriterFilter = NameFilter(specWriterNames)

    /// The table attribute `spec.<writer> = value` stores, when `specMethod` would store it for the setter
    /// `writer=`: nil for the writers `specWriter` answers and for other names.
    static func plainSetterAttribute(_ writer: String) -> Attribute? {
        guard let attribute = AttributeTable.attribute(forWriter: writer) else { return nil }
        if specWriterAttributeIndices.contains(attribute.index), specWriterGetters.contains(writer) { return nil }
        return attribute
    }

    /// The table attribute `spec.ios.<writer> = value` stores, when `proxyMethod` would store it for the setter
    /// `writer=`: nil for `deployment_target`, for attributes not set per platform and for other names.
    static func plainProxySetterAttribute(_ writer: String) -> Attribute? {
        guard writer != "deployment_target", let attribute = AttributeTable.attribute(forWriter: writer),
            attribute.multiPlatform
        else { return nil }
        return attribute
    }

    /// `spec.summary = value`, `spec.ios.deployment_target = value`: done as `callMethod` does it for the setter
    /// (`summary=`), without making the setter's name and dispatching it. False leaves the assignment to the
    /// setter: another receiver, a writer `specWriter` answers, a name no attribute has, or a podspec that
    /// defines methods (one may be that setter).
    func assignedToSpec(_ receiver: RValue, _ writer: String, _ value: RValue, node: Node, nameRange: SourceRange)
        throws -> Bool
    {
        guard !definesMethods else { return false }
        let spec: SpecObject
        let platform: PlatformName?
        // nil for a platform's `deployment_target`, which is no attribute of its own.
        let attribute: Attribute?
        switch receiver {
        case .spec(let receiverSpec):
            guard let written = Interpreter.plainSetterAttribute(writer) else { return false }
            (spec, platform, attribute) = (receiverSpec, nil, written)
        case .platformProxy(let receiverSpec, let receiverPlatform):
            let written = Interpreter.plainProxySetterAttribute(writer)
            guard written != nil || writer == "deployment_target" else { return false }
            (spec, platform, attribute) = (receiverSpec, receiverPlatform, written)
        default:
            return false
        }
        try charge(Interpreter.size(of: value), at: nameRange.start)
        let location = SourceLocation(line: node.range.start.line, column: node.range.start.column)
        if let attribute {
            try store(spec, attribute, value, platform: platform, location: location)
        } else if let platform {
            try setDeploymentTarget(spec, platform, value, location: location)
        }
        return true
    }

    /// The attribute the method `name` writes (`summary=`, or a singular alias like `framework=`);
    /// nil when `name` is no attribute writer.
    static func writtenAttribute(_ name: String) -> Attribute? {
        guard isWriterName(name) else { return nil }
        return AttributeTable.attribute(forSetter: name)
    }

    /// Whether `name` is a writer's (`summary=`): its last byte is `=`.
    @inline(__always) static func isWriterName(_ name: String) -> Bool {
        lastByte(of: name) == UInt8(ascii: "=")
    }

    /// The last UTF-8 byte of a method's name (nil for an empty name), read in place where `utf8.last` steps back
    /// through the generic index.
    @inline(__always) static func lastByte(of name: String) -> UInt8? {
        name.utf8.withContiguousStorageIfAvailable { $0.last } ?? name.utf8.last
    }

    func listArgument(_ value: RValue?) -> [RValue] {
        guard let value else { return [] }
        if case .array(let a) = value { return a.items }
        return [value]
    }

    /// `store_attribute`: string keys for hashes, `strip_heredoc.strip` for strings.
    func store(
        _ spec: SpecObject, _ attribute: String, _ value: RValue, platform: PlatformName?, location: SourceLocation
    ) throws {
        try storeValue(spec, attribute, tableAttribute: nil, value, platform: platform)
        spec.changeLocations { $0[attribute, platform: platform] = location }
    }

    /// `store(_:_:_:platform:location:)` of a table attribute, its location held by the attribute's identity
    /// rather than by its name, which would be looked up again.
    func store(
        _ spec: SpecObject, _ attribute: Attribute, _ value: RValue, platform: PlatformName?, location: SourceLocation
    ) throws {
        try storeValue(spec, attribute.name, tableAttribute: attribute, value, platform: platform)
        spec.changeLocations { $0[attribute, platform: platform] = location }
    }

    /// The value half of `store`: `value` converted and written under `attribute` (under `platform`); at the
    /// table position of `tableAttribute`, the table's attribute of that name when the caller has it. The
    /// converted value moves into the spec's attributes rather than being copied there.
    private func storeValue(
        _ spec: SpecObject, _ attribute: String, tableAttribute: Attribute?, _ value: RValue, platform: PlatformName?
    ) throws {
        let stored: PodValue
        if case .string(let s) = value {
            stored = .string(RubyText.stripHeredocAndStrip(s))
        } else {
            stored = try self.stored(value, stringKeys: true)
        }
        if let platform {
            spec.attributes.changeHash(platform.rawValue) { $0[.string(attribute)] = stored }
        } else if let tableAttribute {
            spec.attributes[tableAttribute] = consume stored
        } else {
            spec.attributes[attribute] = consume stored
        }
    }

    /// Readers available on a specification object.
    func specReader(_ spec: SpecObject, _ name: String, _ args: [RValue]) throws -> RValue? {
        let rootAttribute = AttributeTable.attribute(named: name).map { $0.rootOnly } ?? false
        switch name {
        case "name": return spec.fullName.map { .string($0) } ?? .nilValue
        case "base_name": return spec.attributes[AttributeTable.name].map(RValue.init) ?? .nilValue
        case "version":
            let raw = spec.root.attributes["version"] ?? .null
            if case .null = raw { return .version("") }
            let text = raw.stringValue ?? raw.rubyToS
            do { _ = try Version(text) } catch {
                throw RubyError("ArgumentError", "Malformed version number string \(text)")
            }
            return .version(RubyText.strip(text))
        case "module_name":
            if let explicit = spec.attributes["module_name"], case .string(let m) = explicit { return .string(m) }
            let source = spec.attributes["header_dir"]?.stringValue ?? spec.fullName ?? ""
            return .string(RubyText.c99Identifier(source))
        case "root": return .spec(spec.root)
        case "parent": return spec.parent.map { .spec($0) } ?? .nilValue
        case "root?": return .bool(spec.parent == nil)
        case "subspec?": return .bool(spec.parent != nil)
        case "to_s": return .string(spec.displayName)
        case "attributes_hash": return .hash(spec.attributesHash())
        case "to_hash":
            guard args.isEmpty else { throw RubyError.argumentCount(given: args.count, expected: "0") }
            return try specHash(spec)
        case "subspecs": return .array(spec.children.map { .spec($0) })
        case "summary", "description", "prepare_command":
            guard let v = spec.attributes[name], case .string(let s) = v else {
                return spec.attributes[name].map(RValue.init) ?? .nilValue
            }
            return .string(RubyText.chomp(RubyText.stripHeredoc(s)))
        case "source":
            guard let v = spec.attributes["source"] else { return .nilValue }
            if case .hash = v { return symbolized(RValue(v)) }
            return RValue(v)
        case "license":
            guard let v = spec.attributes["license"] else { return .hash(RHash()) }
            if case .string(let s) = v { let h = RHash(); h[.symbol("type")] = .string(s); return .hash(h) }
            if case .hash = v { return symbolized(RValue(v)) }
            return .hash(RHash())
        case "authors":
            guard let v = spec.attributes["authors"] else { return .nilValue }
            return RValue(v)
        case "deployment_target":
            guard let platform = args.first.map(toS) else { return nil }
            var s: SpecObject? = spec
            while let current = s {
                if let t = current.attributes[AttributeTable.platforms]?[platform], t != .null { return RValue(t) }
                s = current.parent
            }
            return .nilValue
        default:
            if rootAttribute, args.isEmpty { return spec.attributes[name].map(RValue.init) ?? .nilValue }
            if rootAttribute { throw RubyError.argumentCount(given: args.count, expected: "0") }
            return nil
        }
    }

    /// `Specification#to_hash` of the spec as it stands: what its JSON form holds (json.rb:23-48), with
    /// the model's own errors raised as the Ruby exceptions they stand for.
    func specHash(_ spec: SpecObject) throws -> RValue {
        var ancestors: [Specification] = []
        var parent = spec.parent
        while let current = parent {
            ancestors.insert(current.specification(), at: 0)
            parent = current.parent
        }
        do {
            return RValue(try spec.specification().toHashValue(ancestors: ancestors))
        } catch let error as ModelError {
            throw RubyError(error.kind.rawValue, error.message)
        }
    }

    func symbolized(_ v: RValue) -> RValue {
        guard case .hash(let h) = v else { return v }
        let out = RHash()
        for (k, value) in h.pairs { out[.symbol(toS(k))] = symbolized(value) }
        return .hash(out)
    }

    /// Whether `name` is `parentName` or a spec above it (`A` or `A/B` for `A/B/C`): the part of it before one of
    /// its `/`.
    static func names(_ name: String, aSpecAbove parentName: String) -> Bool {
        // ASCII names are compared bytewise, `name` being the start of the parent's up to one of its `/` (cut by
        // Characters, it cost thousands of instructions a dependency). Elsewhere Characters decide, as a `/` a
        // combining mark follows is no separator, and String equality is canonical (`"\u{212A}"` is `"K"`).
        if ASCIIText.isASCII(parentName) && ASCIIText.isASCII(name) {
            return parentName.hasPrefix(name)
                && (name.utf8.count == parentName.utf8.count || byte(of: parentName, at: name.utf8.count) == slash)
        }
        return names(name, aSpecAboveByCharacters: parentName)
    }

    /// Whether `name` is `spec.fullName(under: parentName)`. All ASCII, a subspec's is compared with its parts
    /// (`Parent`, `/`, its own name), so a dependency costs no joined string; elsewhere the joined name decides.
    static func names(_ name: String, _ spec: SpecObject, under parentName: String?) -> Bool {
        if let parentName, let base = spec.attributes[AttributeTable.name]?.stringValue,
            ASCIIText.isASCII(name) && ASCIIText.isASCII(parentName) && ASCIIText.isASCII(base)
        {
            let parentCount = parentName.utf8.count
            return name.utf8.count == parentCount + 1 + base.utf8.count && name.hasPrefix(parentName)
                && byte(of: name, at: parentCount) == slash && name.hasSuffix(base)
        }
        return name == spec.fullName(under: parentName)
    }

    /// The `/` byte.
    private static let slash = UInt8(ascii: "/")

    /// The UTF-8 byte of `text` at `offset` (within its count).
    private static func byte(of text: String, at offset: Int) -> UInt8 {
        text.utf8[text.utf8.index(text.utf8.startIndex, offsetBy: offset)]
    }

    /// `names(_:aSpecAbove:)` with the parent's name cut by Characters and its parts joined back: right for
    /// any name, the fast path's reference.
    static func names(_ name: String, aSpecAboveByCharacters parentName: String) -> Bool {
        var composed = ""
        for component in parentName.split(separator: "/", omittingEmptySubsequences: false) {
            composed += component
            if name == composed { return true }
            composed += "/"
        }
        return false
    }

    /// `s.dependency name, *requirements` with CocoaPods' load-time checks (§8.3).
    func addDependency(_ spec: SpecObject, _ args: [RValue]) throws {
        guard let first = args.first else { throw RubyError.argumentCount(given: 0, expected: "1+") }
        let name = toS(first)
        // A slice of the arguments: copied into an array of its own, they cost an allocation a dependency.
        var requirements = args.dropFirst()
        let parentName = spec.parent?.fullName
        if Interpreter.names(name, spec, under: parentName) {
            throw RubyError("Pod::Informative", "A specification can't require itself as a subspec")
        }
        if let parentName, Interpreter.names(name, aSpecAbove: parentName) {
            throw RubyError("Pod::Informative", "A subspec can't require one of its parents specifications")
        }
        var configurations: [String]? = nil
        if let index = requirements.firstIndex(where: {
            if case .hash(let h) = $0 { h[.symbol("configurations")] != nil } else { false }
        }),
            case .hash(let h) = requirements[index]
        {
            let value = h[.symbol("configurations")] ?? .nilValue
            h[.symbol("configurations")] = nil
            requirements.remove(at: index)
            let list: [RValue] = {
                if case .array(let a) = value { a.items } else if case .nilValue = value { [] } else { [value] }
            }()
            configurations = list.map { toS($0).lowercased() }
        }
        for option in requirements {
            if case .string = option { continue }
            if case .hash(let h) = option {
                func present(_ key: String) -> Bool {
                    guard let v = h[.symbol(key)] else { return false }
                    if case .nilValue = v { return false }
                    return true
                }
                if present("path") {
                    throw RubyError(
                        "Pod::Informative",
                        "Podspecs cannot specify the source of dependencies. The `:path` option is not supported. `:path` can be used in the Podfile instead to override global dependencies."
                    )
                }
                if present("git") {
                    throw RubyError(
                        "Pod::Informative",
                        "Podspecs cannot specify the source of dependencies. The `:git` option is not supported. `:git` can be used in the Podfile instead to override global dependencies."
                    )
                }
            }
            throw RubyError(
                "Pod::Informative",
                "Unsupported version requirements. \(Interpreter.inspect(.array(Array(requirements)))) is not valid.")
        }
        let storedRequirements = PodValue.array(try requirements.map { try stored($0, stringKeys: false) })
        spec.attributes.changeHash(AttributeTable.dependencies) { dependencies in
            // Room for a spec's usual few dependencies up front, rather than growing the hash one by one.
            if dependencies.isEmpty { dependencies.reserveCapacity(Self.usualDependencyCount) }
            dependencies[.string(name)] = storedRequirements
        }
        if let configurations {
            let extras = configurations.filter { $0 != "debug" && $0 != "release" }
            if !extras.isEmpty {
                throw RubyError(
                    "Pod::Informative",
                    "Only `Debug` & `Release` are allowed under configurations for dependency on `\(name)`. Found \(RubyText.toSentence(extras.map { "`\($0)`" }))."
                )
            }
            spec.attributes.changeHash("configuration_pod_whitelist") {
                $0[.string(name)] = .array(configurations.map { .string($0) })
            }
        }
    }

    /// How many dependencies a spec's hash has room for when its first is added (a few more than most specs have,
    /// fewer than would make the hash build a hash table).
    static let usualDependencyCount = 8

    /// `s.ios.…`: platform-specific writers, `dependency` and `deployment_target=`. Like CocoaPods'
    /// `PlatformProxy`, it has no readers: `s.ios.deployment_target` is a `NoMethodError`.
    func proxyMethod(_ spec: SpecObject, _ platform: PlatformName, _ name: String, _ args: [RValue], node: Node) throws
        -> RValue?
    {
        let location = SourceLocation(line: node.range.start.line, column: node.range.start.column)
        switch name {
        case "deployment_target=":
            try setDeploymentTarget(spec, platform, args.first ?? .nilValue, location: location)
            return args.first ?? .nilValue
        case "dependency":
            guard let first = args.first else { throw RubyError.argumentCount(given: 0, expected: "1+") }
            let name = toS(first)
            let requirements = PodValue.array(try args.dropFirst().map { try stored($0, stringKeys: false) })
            spec.attributes.changeHash(platform.rawValue) { sub in
                sub.changeHash(.string("dependencies")) { $0[.string(name)] = requirements }
            }
            spec.changeLocations { $0[AttributeTable.dependencies, platform: platform] = location }
            return .nilValue
        default:
            break
        }
        if let attribute = Interpreter.writtenAttribute(name) {
            guard attribute.multiPlatform else {
                throw RubyError(
                    "NoMethodError", "Specification attribute `\(attribute.name)` cannot be set per-platform")
            }
            try store(spec, attribute, args.first ?? .nilValue, platform: platform, location: location)
            return args.first ?? .nilValue
        }
        return nil
    }

    /// `spec.ios.deployment_target = target`: the platform's entry of `platforms`.
    func setDeploymentTarget(_ spec: SpecObject, _ platform: PlatformName, _ target: RValue, location: SourceLocation)
        throws
    {
        let stored = try stored(target, stringKeys: true)
        spec.attributes.changeHash(AttributeTable.platforms) { $0[.string(platform.rawValue)] = stored }
        spec.changeLocations { locations in
            if locations[AttributeTable.platforms] == nil { locations[AttributeTable.platforms] = location }
        }
    }
}

extension Interpreter {
    /// A value as the specification stores it, once `ValueShape` has checked it (the model's JSON writer and
    /// the lint checks walk it recursively).
    func stored(_ value: RValue, stringKeys: Bool) throws -> PodValue {
        try ValueShape.require(value, recursive: "stack level too deep (a value that contains itself)")
        return value.podValue(stringKeys: stringKeys)
    }
}
