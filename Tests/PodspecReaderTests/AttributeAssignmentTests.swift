import Foundation
import PodspecModel
import Testing

@testable import PodspecReader

/// `spec.summary = value` and `spec.ios.deployment_target = value` store without calling the setter by name
/// (`Interpreter.assignedToSpec`): they must store what the setter (`summary=`) does, and leave to the setter
/// every assignment it answers otherwise.
@Suite struct AttributeAssignmentTests {
    /// The spec a podspec's `source` gives.
    func load(_ source: String) throws -> Specification { try loadPodspecFile(source) }

    @Test func answersAsTheSetterForEveryWriter() {
        var names = ["", "summary=", "Summary", "x", "names", "platforms"]
        for attribute in AttributeTable.all {
            names += [attribute.name, attribute.name + "s", "x" + attribute.name]
            if let singular = attribute.singularName { names.append(singular) }
        }
        for name in names {
            let expected =
                Interpreter.specWriterNames.contains(name + "=") ? nil : Interpreter.writtenAttribute(name + "=")
            #expect(Interpreter.plainSetterAttribute(name)?.name == expected?.name, "\(name)")
            let perPlatform = name == "deployment_target" ? nil : expected.flatMap { $0.multiPlatform ? $0 : nil }
            #expect(Interpreter.plainProxySetterAttribute(name)?.name == perPlatform?.name, "\(name)")
        }
        for name in Interpreter.specWriterGetters {
            if let attribute = AttributeTable.attribute(forWriter: name) {
                #expect(Interpreter.specWriterAttributeIndices.contains(attribute.index), "\(name)")
            }
            #expect(Interpreter.plainSetterAttribute(name) == nil, "\(name)")
        }
        #expect(Interpreter.plainSetterAttribute("framework")?.name == "frameworks")
    }

    @Test func storesTheValueAndWhereItWasAssigned() throws {
        let spec = try load(
            """
            Pod::Spec.new do |s|
              s.name = 'A'
              s.platform = :ios, '12.0'
                s.summary = "  Sum.  "
              s.framework = 'UIKit'
              s.osx.deployment_target = '10.13'
              s.ios.weak_framework = 'Combine'
            end
            """)
        #expect(spec.attributes["name"] == "A")
        #expect(spec.attributes["summary"] == "Sum.")
        #expect(spec.attributes["frameworks"] == "UIKit")
        #expect(spec.attributes["platforms"] == ["ios": "12.0", "osx": "10.13"])
        #expect(spec.attributes["ios"] == ["weak_frameworks": "Combine"])
        #expect(spec.locations["summary"] == SourceLocation(line: 4, column: 5))
        #expect(spec.locations["frameworks"] == SourceLocation(line: 5, column: 3))
        #expect(spec.locations["platforms"] == SourceLocation(line: 3, column: 3))
        #expect(spec.locations["weak_frameworks", platform: .ios] == SourceLocation(line: 7, column: 3))
    }

    /// Each way a spec notes where an attribute was written (`changeLocations`): the first `dependency` keeps its
    /// place, a platform's dependency, `name=`, `platform=` and `store_attribute` have theirs, in a subspec too.
    @Test func everyWriterNotesItsLocation() throws {
        let spec = try load(
            """
            Pod::Spec.new do |s|
              s.name = 'A'
              s.dependency 'B'
               s.dependency 'C', '~> 1.0'
              s.ios.dependency 'D'
              s.platform = :ios, '12.0'
              s.store_attribute 'summary', 'Sum.'
              s.subspec 'Core' do |c|
                c.dependency 'E'
                c.osx.deployment_target = '10.13'
              end
            end
            """)
        #expect(spec.locations["name"] == SourceLocation(line: 2, column: 3))
        #expect(spec.locations["dependencies"] == SourceLocation(line: 3, column: 3))
        #expect(spec.locations["dependencies", platform: .ios] == SourceLocation(line: 5, column: 3))
        #expect(spec.locations["platforms"] == SourceLocation(line: 6, column: 3))
        #expect(spec.locations["summary"] == SourceLocation(line: 7, column: 3))
        let core = try #require(spec.children.first)
        #expect(core.locations["dependencies"] == SourceLocation(line: 9, column: 5))
        #expect(core.locations["platforms"] == SourceLocation(line: 10, column: 5))
        #expect(core.locations["name"] == nil)
    }

    @Test func aSetterThePodspecDefinesIsCalled() throws {
        let spec = try load(
            """
            Pod::Spec.new do |s|
              def s.summary=(value); store_attribute('summary', value + '!'); end
              s.name = 'A'
              s.summary = 'Sum'
            end
            """)
        #expect(spec.attributes["summary"] == "Sum!")
    }

    @Test func platformSettersAnswerAlikeWhenThePodspecDefinesMethods() throws {
        let spec = try load(
            """
            def helper; end
            Pod::Spec.new do |s|
              s.name = 'A'
              s.ios.deployment_target = '12.0'
              s.ios.framework = 'UIKit'
            end
            """)
        #expect(spec.attributes["platforms"] == ["ios": "12.0"])
        #expect(spec.attributes["ios"] == ["frameworks": "UIKit"])
    }

    @Test func theSpecialWritersStillAnswer() {
        #expect(throws: PodspecLoadError.self) {
            try load("Pod::Spec.new do |s|\n  s.name = 'A'\n  s.dependency = 'B'\nend\n")
        }
        #expect(throws: PodspecLoadError.self) {
            try load("Pod::Spec.new do |s|\n  s.ios.name = 'A'\nend\n")
        }
    }
}
