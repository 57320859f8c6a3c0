import Foundation
import PodspecModel
import Testing

@testable import PodspecReader

/// Ruby 3.1's anonymous modules and classes (`Module.new { … }`, `Class.new(Super) { … }`), the `extended`
/// and `included` hooks, and `instance_method` (a real podspec's `self.extended` asks
/// `o.class.instance_method(:pre_install).arity`; it failed on `Module.new`).
@Suite struct AnonymousModuleTests {
    let path = (NSTemporaryDirectory() as NSString).appendingPathComponent("Anonymous.podspec")

    /// The spec `source` gives.
    func load(_ source: String) throws(PodspecLoadError) -> Specification {
        try PodspecLoader.load(contents: Array(source.utf8), path: path, environment: [:])
    }

    /// The error loading `source` fails with (nil when it loads).
    func failure(_ source: String) -> PodspecLoadError? {
        do {
            _ = try load(source)
            return nil
        } catch {
            return error
        }
    }

    /// `Module.new do … end`: `def` in the block defines the module's instance methods, `def self.x` its
    /// singleton methods; it is anonymous (`name` nil, `inspect` `#<Module:0x…>`) until a constant names it.
    @Test func moduleNewRunsItsBlockAsTheModulesBody() throws {
        let spec = try load(
            """
            helpers = Module.new do
              def helper; 'instance'; end
              def self.tool; 'singleton'; end
            end
            Named = Module.new { def self.tool; 'named'; end }
            Pod::Spec.new do |s|
              s.name = 'A'
              s.extend(helpers)
              s.summary = [s.helper, helpers.tool, helpers.name.inspect, helpers.inspect.start_with?('#<Module:0x')].join(' ')
              s.description = [Named.name, Named.inspect, Named.tool].join(' ')
            end
            """)
        #expect(spec.attributes["summary"] == "instance singleton nil true")
        #expect(spec.attributes["description"] == "Named Named named")
    }

    /// `Class.new(Super) do … end`: a class whose instances come from `.new`, with `initialize` and `super`
    /// reaching the superclass; `Class.new` alone inherits from Object.
    @Test func classNewMakesASubclass() throws {
        let spec = try load(
            """
            Base = Class.new do
              def initialize(x); @x = x; end
              def value; "base #{@x}"; end
            end
            Sub = Class.new(Base) do
              def initialize(x); super(x * 2); end
              def value; super + '!'; end
            end
            anonymous = Class.new(Base)
            Pod::Spec.new do |s|
              s.name = 'A'
              s.summary = [Sub.new(2).value, Sub.superclass.name, anonymous.new(1).value, anonymous.name.inspect,
                           Class.new.superclass.name, Sub.new(1).is_a?(Base)].join(' | ')
            end
            """)
        #expect(spec.attributes["summary"] == "base 4! | Base | base 1 | nil | Object | true")
    }

    /// `extend M` calls `M.extended(obj)` and `include M` calls `M.included(base)` when M defines them;
    /// `o.extend(M)` gives `o` M's instance methods.
    @Test func extendAndIncludeRunTheModulesHooks() throws {
        let spec = try load(
            """
            module Tracker
              def self.extended(base)
                base.summary = "extended #{base.class}" if base.respond_to?(:summary=)
              end
              def self.included(base); $included = base.name; end
              def tracked; 'tracked'; end
            end
            class Host; include Tracker; end
            Pod::Spec.new do |s|
              s.name = 'A'
              s.extend(Tracker)
              o = Object.new
              o.extend(Tracker)
              s.description = [$included, Host.new.tracked, o.tracked].join(' ')
            end
            """)
        #expect(spec.attributes["summary"] == "extended Pod::Specification")
        #expect(spec.attributes["description"] == "Host tracked tracked")
    }

    /// `instance_method(:x)` of a defined method gives an UnboundMethod with its `name` and Ruby's `arity`
    /// (the Method#arity documentation's examples); the spec's DSL methods are defined on `Pod::Specification`,
    /// `pre_install` is not (CocoaPods 1.17).
    @Test func instanceMethodGivesNameAndArity() throws {
        let spec = try load(
            """
            class K
              def zero; end
              def one(a); end
              def three(*a); end
              def five(a, b, *c); end
              def six(a, b, *c, &d); end
              def seven(a, b, x: 0); end
              def eight(x:, y:); end
              def nine(x:, y:, **z); end
              def ten(*a, x:, y:); end
            end
            arities = %i[zero one three five six seven eight nine ten].map { |m| K.instance_method(m).arity }
            spec_class = Pod::Specification
            Pod::Spec.new do |s|
              s.name = 'A'
              s.summary = arities.inspect
              s.description = [K.instance_method(:one).name, spec_class.instance_method(:name).arity,
                               spec_class.instance_method(:source_files=).arity,
                               spec_class.method_defined?(:dependency), spec_class.method_defined?(:pre_install)].inspect
            end
            """)
        #expect(spec.attributes["summary"] == "[0, 1, -1, -3, -3, -3, 1, 1, -2]")
        #expect(spec.attributes["description"] == "[:one, 0, 1, true, false]")
    }

    /// `instance_method` of an undefined method raises NameError with Ruby's message, naming a class or a
    /// module; uncaught in an `extended` hook it fails the load at the hook's line (Three20's podspec).
    @Test func instanceMethodOfAnUndefinedMethodRaisesNameError() throws {
        let spec = try load(
            """
            module Foo; end
            Pod::Spec.new do |s|
              s.name = 'A'
              s.summary = begin; Foo.instance_method(:x); rescue NameError => e; e.message; end
            end
            """)
        #expect(spec.attributes["summary"] == "undefined method `x' for module `Foo'")
        let error = failure(
            """
            overrides = Module.new do
              def self.extended(o)
                if o.class.instance_method(:pre_install).arity == 0
                  o.pre_install { }
                end
              end
            end
            Pod::Spec.new do |s|
              s.extend(overrides)
              s.name = 'A'
            end
            """)
        #expect(error?.line == 3)
        #expect(
            error?.message.contains(
                "Invalid `Anonymous.podspec` file: undefined method `pre_install' for class `Pod::Specification'.")
                == true)
    }
}
