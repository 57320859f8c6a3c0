import PodspecModel
import Testing

@testable import PodspecReader

/// `Interpreter.writtenAttribute` looks the whole method name up in the table of setters; it must answer as
/// cutting the `=` off and asking `AttributeTable.attribute(forWriter:)` does, for every writer and alias and
/// for names that only look like one.
@Suite struct WrittenAttributeTests {
    /// The answer of the slow path: the name without its last `=` byte, looked up as a writer.
    static func cutAndLookedUp(_ name: String) -> Attribute? {
        guard name.utf8.last == UInt8(ascii: "=") else { return nil }
        return AttributeTable.attribute(forWriter: String(name[..<name.utf8.index(before: name.endIndex)]))
    }

    @Test func answersAsTheWriterTable() {
        var names = ["", "=", "==", "summary", "summary==", "Summary=", "summary =", "summary\u{301}=", "é=", "🇫🇷="]
        for attribute in AttributeTable.all {
            names.append(attribute.name + "=")
            names.append(attribute.name)
            names.append("x" + attribute.name + "=")
            if let singular = attribute.singularName { names += [singular + "=", singular + "s="] }
        }
        for name in names {
            #expect(Interpreter.writtenAttribute(name)?.name == Self.cutAndLookedUp(name)?.name, "\(name)")
        }
        #expect(Interpreter.writtenAttribute("framework=")?.name == "frameworks")
    }
}
