import Foundation
import PodspecModel
import Testing
@testable import PodspecReader

/// One test per Ruby rule the reader follows, each asserting Ruby 3.1's result (checked against `ruby`).
@Suite struct RubySemanticsTests {
    /// Loads `source` as `Demo.podspec` in a fresh folder holding `files`.
    func load(_ source: String, files: [String: String] = [:]) throws(PodspecLoadError) -> Specification {
        let folder = ScratchFolder("ruby")
        for (name, text) in files {
            try? text.write(to: folder.file(name), atomically: true, encoding: .utf8)
        }
        let path = folder.file("Demo.podspec").path
        try? source.write(toFile: path, atomically: true, encoding: .utf8)
        return try withExtendedLifetime(folder) { () throws(PodspecLoadError) in try PodspecLoader.load(path: path) }
    }

    /// What `expression.to_s` gives after `prelude`, read back as the spec's summary.
    func answer(_ prelude: String, _ expression: String, files: [String: String] = [:]) throws -> String? {
        let spec = try load(
            "\(prelude)\nPod::Spec.new do |s|\n  s.name = 'Demo'\n  s.summary = (\(expression)).to_s\nend\n",
            files: files)
        return spec.attributes["summary"]?.stringValue
    }

    /// The load error of `source`.
    func failure(_ source: String, files: [String: String] = [:]) -> PodspecLoadError? {
        do {
            _ = try load(source, files: files)
            return nil
        } catch {
            return error
        }
    }

    // MARK: Operators and literals

    /// Values `ruby -e` gives for the same program: `-2 ** 2`, a rescue modifier on an assignment,
    /// `begin … end while/until`, `#$global` interpolation, `0b`/`0o` integers.
    @Test func parserRulesGiveRubysValues() throws {
        let prelude = """
            $v = 7
            x = raise("boom") rescue "r"
            n = 0
            begin; n += 1; end while false
            u = 0
            begin; u += 1; end until true
            """
        #expect(try answer(prelude, ##"[-2 ** 2, x, n, u, "#$v", 0b101 + 0o17]"##) == #"[-4, "r", 1, 1, "7", 20]"#)
    }

    /// Element methods called by name give what indexing gives: `h&.[]('k')` on a Hash and on nil,
    /// `a.[](0)`, and `h.[]=(k, v)` storing (`ruby -e` gives `[1, nil, 3, 2]`).
    @Test func elementMethodsByNameGiveRubysValues() throws {
        let prelude = """
            h = { 'k' => 1 }
            n = nil
            h.[]=('z', 2)
            """
        #expect(try answer(prelude, "[h&.[]('k'), n&.[]('k'), [3].[](0), h['z']].inspect") == "[1, nil, 3, 2]")
    }

    /// A podspec's messages to the standard streams load as in Ruby: `$stderr.puts` and `STDOUT.print`
    /// answer nil, `flush` the stream (`ruby -e … 2>/dev/null` gives `[nil, nil, false, false]`).
    @Test func standardStreamsTakeMessages() throws {
        let prelude = """
            $stderr.puts "warning: x"
            STDERR.puts "y"
            a = $stdout.print("z")
            b = STDOUT.puts("w")
            c = $stderr.flush.equal?(nil)
            """
        #expect(try answer(prelude, "[a, b, c, $stderr.tty?].inspect") == "[nil, nil, false, false]")
    }

    // MARK: Names

    /// Ruby 3.1's values for forms the parser reads since #12: nested and trailing-comma multiple assignment,
    /// numbered block parameters (in an interpolation too), a block parameter's default.
    @Test func rubyThreeOneFormsGiveRubysValues() throws {
        let prelude = """
            a, (b, c), *d = 1, [2, 3]
            e, f, *g = 1
            h, = [5, 6]
            """
        let expression = """
            [a, b, c, d, g, h, [1, 2].map { _1 * 2 }, { x: 1 }.map { "#{_1}=#{_2}" }, [1].map { |x, y = 2| x + y }].inspect
            """
        #expect(try answer(prelude, expression) == #"[1, 2, 3, [], [], 5, [2, 4], ["x=1"], [3]]"#)
    }

    /// A final Hash binds as keywords to a method that takes `**opts` (with or without named keywords)
    /// unless a required positional parameter needs it, as Ruby 3.1 gives for these calls.
    @Test func keywordsReachADoubleSplatParameter() throws {
        let prelude = """
            def self.dep(name, **opts) = [name, opts[:version] || ">= 0"]
            def self.opt(x, y: 2) = [x, y]
            def self.many(a, b = 2, **o) = [a, b, o]
            """
        #expect(
            try answer(
                prelude, #"[dep("A", version: "~> 1.0"), dep("B"), opt({y: 3}), opt(1, y: 5), many(1, c: 3)].inspect"#)
                == #"[["A", "~> 1.0"], ["B", ">= 0"], [{:y=>3}, 2], [1, 5], [1, 2, {:c=>3}]]"#)
    }

    /// A block given to a lambda's `call` binds to its `&blk` parameter.
    @Test func aLambdaReceivesTheBlockOfItsCall() throws {
        #expect(try answer("l = ->(x, &blk) { blk.call(x) }", "l.call(2) { |v| v * 10 }") == "20")
    }

    @Test func bangAndPredicateMethodsOfARequiredHelper() throws {
        let helper = "def sdk_version!()\n  '6.26.0'\nend\ndef ready?\n  true\nend\n"
        #expect(
            try answer(
                "require_relative 'helper'\nv = sdk_version!", "\"#{v} #{ready?}\"", files: ["helper.rb": helper])
                == "6.26.0 true")
    }

    @Test func aLocalAssignedInABranchThatNeverRanIsNil() throws {
        #expect(try answer("if false\n  v = sdk_version!\nend", "v.inspect") == "nil")
        #expect(try answer("x = x", "x.inspect") == "nil")
    }

    @Test func namedCapturesOfARegexpLiteralAreLocals() throws {
        #expect(try answer("if /(?<major>\\d+)\\.(?<minor>\\d+)/ =~ '12.3'\nend", "\"#{major}-#{minor}\"") == "12-3")
        #expect(try answer("/(?<tag>x)/ =~ 'y'", "tag.inspect") == "nil")
    }

    @Test func aBlockLocalIsGoneAfterTheBlock() throws {
        #expect(try answer("[1].each { |i| y = i }", "[defined?(y)].inspect") == "[nil]")
        #expect(try answer("y = 0\n[5].each { |i| y = i }", "y") == "5")
    }

    @Test func aMethodBodyDoesNotSeeTheFilesLocals() {
        let error = failure(
            "require_relative 'helper'\nPod::Spec.new do |s|\n  s.name = f\nend\n",
            files: ["helper.rb": "x = 1\ndef f\n  x\nend\n"])
        #expect(error?.message.contains("undefined local variable or method `x' for Pod:Module") == true)
    }

    // MARK: Methods and self

    @Test func aPodspecsTopLevelDefIsAnInstanceMethodOfPodThatSelfLacks() {
        let bare = failure("def helper\n  'h'\nend\nPod::Spec.new do |s|\n  s.name = helper\nend\n")
        #expect(bare?.message.contains("undefined local variable or method `helper' for Pod:Module") == true)
        #expect(bare?.line == 5)
        let called = failure("def helper\n  'h'\nend\nPod::Spec.new do |s|\n  s.name = helper()\nend\n")
        #expect(called?.message.contains("undefined method `helper' for Pod:Module") == true)
    }

    @Test func aRequiredFilesDefIsCallableEverywhere() throws {
        #expect(
            try answer("require_relative 'helper'", "helper", files: ["helper.rb": "def helper\n  'h'\nend\n"]) == "h")
    }

    @Test func selfAtTheTopLevelIsThePodModule() throws {
        #expect(try answer("", "name") == "Pod")
        #expect(try answer("", "to_s") == "Pod")
        #expect(try answer("", "respond_to?(:install_modules_dependencies, true)") == "false")
        #expect(try answer("", "respond_to?(:to_s)") == "true")
        #expect(try answer("", "const_defined?(:Spec)") == "true")
        #expect(try answer("", "self.class") == "Module")
        #expect(
            failure("Pod::Spec.new do\n  name 'Demo'\nend\n")?.message
                .contains("wrong number of arguments (given 1, expected 0)") == true)
    }

    @Test func respondToOnASpecFollowsTheDSL() throws {
        #expect(
            try answer("", "[s.respond_to?(:swift_versions=), s.respond_to?(:summary), s.respond_to?(:nope)].inspect")
                == "[true, true, false]")
    }

    @Test func singletonMethodsOnObjectsGlobalsAndNil() throws {
        let prelude = "$obj = Object.new\ndef $obj.greet(n)\n  \"hi #{n}\"\nend\ndef $missing.go\n  'nil go'\nend"
        #expect(try answer(prelude, "\"#{$obj.greet('x')} #{nil.go}\"") == "hi x nil go")
        #expect(failure("n = 5\ndef n.x\nend\n")?.message.contains("can't define singleton") == true)
    }

    @Test func classesWithAccessorsInitializeAndInheritance() throws {
        let prelude = """
            class Base
              attr_accessor :name
              def initialize(name)
                @name = name
              end
              def greet
                "hello #{name}"
              end
              def self.make
                new('made')
              end
            end
            class Child < Base
            end
            g = Child.new('a')
            g.name = 'b'
            """
        #expect(
            try answer(prelude, "\"#{g.greet} #{Base.make.name} #{Child.superclass} #{g.is_a?(Base)}\"")
                == "hello b made Base true")
    }

    @Test func superContinuesAlongTheLookupChain() throws {
        let prelude = """
            module Loud
              def speak(word)
                super(word.upcase) + '!'
              end
            end
            class Animal
              def speak(word)
                "says #{word}"
              end
            end
            class Dog < Animal
              include Loud
              def speak(word)
                "dog " + super
              end
            end
            class Quiet < Animal
              def speak(word)
                super()
              end
            end
            class AppError < StandardError
              def initialize(detail)
                super("app: #{detail}")
              end
            end
            """
        #expect(try answer(prelude, "Dog.new.speak('hi')") == "dog says HI!")
        #expect(try answer(prelude, "begin; raise AppError.new('x'); rescue AppError => e; e.message; end") == "app: x")
        #expect(
            failure(prelude + "\nQuiet.new.speak('a')\n")?.message.contains(
                "wrong number of arguments (given 0, expected 1)") == true)
    }

    @Test func structClasses() throws {
        let prelude = """
            Point = Struct.new(:x, :y) do
              def sum
                x + y
              end
            end
            Config = Struct.new(:name, :version, keyword_init: true)
            p = Point.new(1, 2)
            p.y = 5
            c = Config.new(name: 'Demo', version: '1.0')
            """
        #expect(
            try answer(prelude, "\"#{p.sum} #{p.to_a} #{p[:x]} #{c.version} #{c.to_h} #{Point.new(1, 5) == p}\"")
                == "6 [1, 5] 1 1.0 {:name=>\"Demo\", :version=>\"1.0\"} true")
        #expect(failure(prelude + "\nPoint.new(1, 2, 3)\n")?.message.contains("struct size differs") == true)
    }

    @Test func moduleFunctionAndExtendSelf() throws {
        let prelude =
            "module Util\n  module_function\n  def twice(x)\n    x * 2\n  end\nend\nmodule V\n  extend self\n  def v\n    'v'\n  end\nend"
        #expect(try answer(prelude, "\"#{Util.twice(2)} #{V.v}\"") == "4 v")
    }

    // MARK: Exceptions

    @Test func aBareRescueDoesNotCatchALoadError() {
        let error = failure("begin\n  require 'no_such_library'\nrescue\n  x = 1\nend\n")
        #expect(error?.message.contains("cannot load such file -- no_such_library") == true)
        #expect(error?.line == 2)
    }

    @Test func rescueLoadErrorCatchesAMissingRequire() throws {
        #expect(
            try answer("begin\n  require './missing'\nrescue LoadError => e\n  r = e.class\nend", "r") == "LoadError")
    }

    @Test func rescueMatchesByClassHierarchy() throws {
        #expect(try answer("begin\n  nil.foo\nrescue NameError => e\n  r = e.class\nend", "r") == "NoMethodError")
        #expect(
            try answer("begin\n  raise Pod::Informative, 'i'\nrescue StandardError => e\n  r = e.message\nend", "r")
                == "i")
        let custom =
            "class MyError < StandardError\nend\nbegin\n  raise MyError, 'mine'\nrescue MyError => e\n  r = \"#{e.class}: #{e.message}\"\nend"
        #expect(try answer(custom, "r") == "MyError: mine")
    }

    @Test func rescueClassesAreEvaluatedOnlyWhenMatching() throws {
        // `Pod::Config` does not exist outside `pod install`: the NameError is rescued by the bare clause.
        let prelude = "begin\n  Pod::Config.instance\nrescue Pod::Informative\n  raise\nrescue\n  r = 'rescued'\nend"
        #expect(try answer(prelude, "r") == "rescued")
    }

    @Test func retryAndEnsure() throws {
        #expect(try answer("n = 0\nbegin\n  n += 1\n  raise 'again' if n < 3\nrescue\n  retry\nend", "n") == "3")
        #expect(try answer("log = []\nbegin\n  log << 1\nensure\n  log << 2\nend", "log.join(',')") == "1,2")
    }

    @Test func bareRaiseReRaisesTheRescuedException() {
        let error = failure("begin\n  raise ArgumentError, 'first'\nrescue\n  raise\nend\n")
        #expect(error?.message.contains("first") == true)
    }

    // MARK: The spec after Pod::Spec.new

    @Test func theSpecChangedThroughAttributesHashAfterNew() throws {
        let spec = try load(
            "spec = Pod::Spec.new do |s|\n  s.name = 'Demo'\nend\nspec.attributes_hash['readme'] = 'R.md'\nspec\n")
        #expect(spec.attributes["readme"] == .string("R.md"))
        #expect(spec.attributes["name"] == .string("Demo"))
    }

    /// `to_hash` is the spec's JSON form as it stands (cocoapods-core's `Specification#to_hash`): its
    /// attributes, platforms synthesised for the root and only where a subspec's differ.
    @Test func theSpecsToHashIsItsJSONForm() throws {
        let spec = try load(
            """
            Pod::Spec.new do |s|
              s.name = 'Demo'
              s.version = '1.0'
              s.ios.deployment_target = '12.0'
              s.pod_target_xcconfig = { 'A' => 'B' }
              s.summary = s.to_hash['pod_target_xcconfig']['A'] + s.to_hash['platforms']['ios']
              s.subspec 'Core' do |c|
                c.description = c.to_hash.keys.join(',')
              end
            end

            """)
        #expect(spec.attributes["summary"] == .string("B12.0"))
        #expect(spec.children.first?.attributes["description"] == .string("name"))
    }

    // MARK: Pathname

    @Test func pathnameArithmeticIsLexical() throws {
        #expect(try answer("", "Pathname.new('/a/b').parent") == "/a")
        #expect(try answer("", "Pathname.new('/').parent") == "/")
        #expect(try answer("", "Pathname.new('a').parent") == ".")
        #expect(try answer("", "Pathname.new('a') + '../b'") == "b")
        #expect(try answer("", "Pathname.new('..') + '..'") == "../..")
        #expect(try answer("", "Pathname.new('x').join('y', 'z')") == "x/y/z")
        #expect(try answer("", "Pathname.new('x').join('/abs')") == "/abs")
        #expect(try answer("", "Pathname.new('a/b') / 'c'") == "a/b/c")
        #expect(try answer("", "Pathname.new('/a/b/c').relative_path_from(Pathname.new('/a/d'))") == "../b/c")
        #expect(try answer("", "Pathname.new('a/./b/../c').cleanpath") == "a/c")
        #expect(try answer("", "[Pathname.new('/').root?, Pathname.new('/a').root?]") == "[true, false]")
        #expect(try answer("", "Pathname.new('a/b.rb').extname") == ".rb")
        #expect(try answer("", "Pathname.new('a/b.rb').basename('.rb')") == "b")
    }

    @Test func pathnameReadsInsideTheSandbox() throws {
        #expect(try answer("", "Pathname.new(__dir__).join('Demo.podspec').exist?") == "true")
        #expect(try answer("", "Pathname.new(__dir__).join('VERSION').read", files: ["VERSION": "1.2.3"]) == "1.2.3")
        #expect(try answer("", "Pathname.new('.').expand_path == Pathname.new(__dir__)") == "true")
    }

    @Test func pathnameRefusesNonStringsAndWrites() {
        #expect(failure("Pathname.new(3)\n")?.message.contains("no implicit conversion of Integer into String") == true)
        let refusal = failure("FileUtils.rm_rf('x')\n")
        #expect(refusal?.isRefusal == true)
        #expect(refusal?.message.contains("FileUtils.rm_rf") == true)
    }
}
