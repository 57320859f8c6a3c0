import RubySyntax

/// A method defined with `def`, and the file it was defined in: while its body runs, `__dir__`,
/// `__FILE__` and `require_relative` refer to that file, as in Ruby.
///
/// A class, not a struct: every call looks a method up, and an optional reference is returned without copying
/// the definition.
final class DefinedMethod {
    let definition: MethodDefinition
    let file: String
    /// Where a `def` inside its body defines (the owner it was defined in, as Ruby's cref).
    let definee: String

    init(definition: MethodDefinition, file: String, definee: String) {
        self.definition = definition
        self.file = file
        self.definee = definee
    }

    /// Whether both are the same `def` (the same place in the same file).
    func isSame(as other: DefinedMethod) -> Bool {
        file == other.file && definition.range == other.definition.range && definition.name == other.definition.name
    }
}
