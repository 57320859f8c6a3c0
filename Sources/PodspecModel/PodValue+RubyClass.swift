extension PodValue {
    /// A value's Ruby class, without the value's contents: all that checks of a value's type look at, and
    /// trivial to hand around (a copy of a value retained its contents).
    public enum RubyClass: Sendable, Hashable {
        case string, symbol, integer, float, trueClass, falseClass, nilClass, array, hash, version

        /// Ruby's class name, as CocoaPods prints it in type errors.
        public var name: String {
            switch self {
            case .string: "String"
            case .symbol: "Symbol"
            case .integer: "Integer"
            case .float: "Float"
            case .trueClass: "TrueClass"
            case .falseClass: "FalseClass"
            case .nilClass: "NilClass"
            case .array: "Array"
            case .hash: "Hash"
            case .version: "Pod::Version"
            }
        }

        /// Ruby truthiness: every value but `nil` and `false` is true.
        public var isTruthy: Bool { self != .nilClass && self != .falseClass }
    }

    /// The value's Ruby class (inlinable: read in place from a value in storage, the value is not copied).
    @inlinable public var rubyClass: RubyClass {
        switch self {
        case .string: .string
        case .symbol: .symbol
        case .integer: .integer
        case .float: .float
        case .bool(let b): b ? .trueClass : .falseClass
        case .null: .nilClass
        case .array: .array
        case .hash: .hash
        case .version: .version
        }
    }

    /// Ruby's class name for this value, as CocoaPods prints it in type errors.
    public var rubyClassName: String { rubyClass.name }
}
