import PodspecModel

/// The core methods this reader implements, by class: what `respond_to?` answers for built-in values,
/// and the audit `docs/ruby-core.md` lists (a test keeps the three equal: this table, the dispatchers' `case`
/// labels, and the document).
enum CoreMethods {
    static let byClass: [(className: String, methods: [String])] = [
        ("String", ["%", "*", "+", "+@", "-@", "<", "<=", "<=>", "=~", ">", ">=", "[]", "b", "bytes", "bytesize", "capitalize", "casecmp", "casecmp?", "center", "chars", "chomp", "chop", "concat", "count", "crypt", "delete", "downcase", "dup", "each_char", "each_line", "empty?", "encode", "encoding", "end_with?", "force_encoding", "freeze", "gsub", "gsub!", "hex", "include?", "index", "insert", "intern", "length", "lines", "ljust", "lstrip", "match", "match?", "next", "ord", "prepend", "replace", "reverse", "rjust", "rstrip", "scan", "scrub", "size", "slice", "split", "squeeze", "start_with?", "strip", "strip_heredoc", "sub", "sub!", "succ", "swapcase", "to_f", "to_i", "to_s", "to_str", "to_sym", "tr", "unicode_normalize", "unpack", "unpack1", "upcase"]),
        ("Array", ["&", "*", "+", "-", "<<", "<=>", "[]", "[]=", "all?", "any?", "append", "at", "clear", "clone", "collect", "collect!", "collect_concat", "compact", "compact!", "concat", "count", "delete", "delete_at", "delete_if", "detect", "dig", "drop", "dup", "each", "each_slice", "each_with_index", "each_with_object", "empty?", "entries", "fetch", "filter", "filter!", "find", "find_index", "first", "flat_map", "flatten", "flatten!", "group_by", "include?", "index", "inject", "insert", "inspect", "join", "keep_if", "last", "length", "map", "map!", "max", "max_by", "member?", "min", "min_by", "none?", "partition", "pop", "prepend", "product", "push", "reduce", "reject", "reject!", "reverse", "sample", "select", "select!", "shift", "shuffle", "size", "slice", "sort", "sort!", "sort_by", "sum", "take", "to_a", "to_h", "to_s", "uniq", "uniq!", "unshift", "zip", "|"]),
        ("Hash", ["[]", "[]=", "all?", "any?", "clone", "collect", "count", "count_by", "deep_symbolize_keys", "default=", "delete", "detect", "dig", "dup", "each", "each_key", "each_pair", "each_value", "each_with_index", "each_with_object", "empty?", "fetch", "filter", "filter_map", "find", "first", "flat_map", "group_by", "has_key?", "has_value?", "include?", "inject", "inspect", "invert", "key", "key?", "keys", "length", "map", "max_by", "member?", "merge", "merge!", "min_by", "partition", "reduce", "reject", "select", "size", "sort", "sort_by", "store", "stringify_keys", "sum", "symbolize_keys", "to_a", "to_h", "to_hash", "to_s", "transform_keys", "transform_values", "uniq", "update", "value?", "values", "values_at", "zip"]),
        ("Numeric", ["%", "*", "+", "+@", "-", "-@", "/", "<", "<=", "<=>", ">", ">=", "abs", "between?", "ceil", "chr", "downto", "even?", "floor", "negative?", "next", "odd?", "positive?", "pred", "round", "succ", "times", "to_f", "to_i", "to_int", "to_s", "truncate", "upto", "zero?"]),
        ("Symbol", ["<=>", "downcase", "empty?", "end_with?", "id2name", "length", "name", "size", "start_with?", "to_proc", "to_s", "to_sym", "upcase"]),
        ("Range", ["===", "begin", "cover?", "end", "first", "include?", "last", "max", "member?", "min"]),
        ("Pod::Version", ["+", "<", "<=", "<=>", ">", ">=", "empty?", "end_with?", "gsub", "include?", "length", "major", "minor", "patch", "prerelease?", "segments", "split", "start_with?", "strip", "sub", "to_s", "to_str", "tr", "version"]),
        ("Regexp", ["=~", "match", "match?", "source"]),
        ("MatchData", ["[]", "captures", "to_a", "to_s"]),
        ("Object", ["!", "!=", "==", "===", "=~", "__send__", "blank?", "class", "clone", "dup", "eql?", "equal?", "freeze", "frozen?", "hash", "inspect", "instance_of?", "instance_variable_defined?", "instance_variable_get", "is_a?", "itself", "kind_of?", "nil?", "presence", "present?", "public_send", "respond_to?", "send", "tap", "then", "to_json", "to_json_compatible", "to_s", "yield_self"]),
        ("Pod::Specification", ["app_spec", "attributes_hash", "authors", "base_name", "dependency", "dependency=", "deployment_target", "deployment_target=", "description", "ios", "license", "macos", "module_name", "name", "name=", "osx", "parent", "platform=", "prepare_command", "root", "root?", "source", "store_attribute", "subspec", "subspec?", "subspecs", "summary", "test_spec", "to_s", "tvos", "version", "visionos", "watchos"]),
    ]

    /// The names of each class, for look-ups.
    static let sets: [String: Set<String>] = Dictionary(uniqueKeysWithValues: byClass.map { ($0.className, Set($0.methods)) })

    /// Which row of the table a value's methods are in.
    static func row(of value: RValue) -> String? {
        switch value {
        case .string: "String"
        case .array: "Array"
        case .hash: "Hash"
        case .integer, .float: "Numeric"
        case .symbol: "Symbol"
        case .range: "Range"
        case .version: "Pod::Version"
        case .regex: "Regexp"
        case .matchData: "MatchData"
        case .spec: "Pod::Specification"
        default: nil
        }
    }

    /// Whether the reader implements `name` for `value` (its class's methods or every object's).
    static func responds(_ value: RValue, to name: String) -> Bool {
        if sets["Object"]?.contains(name) ?? false { return true }
        switch value {
        case .spec, .platformProxy:
            // Every DSL attribute has a writer (`summary=`) and, on a spec, a reader.
            if name.hasSuffix("="), AttributeTable.attribute(forWriter: String(name.dropLast())) != nil { return true }
            if case .spec = value, AttributeTable.attribute(named: name) != nil { return true }
        default: break
        }
        guard let row = row(of: value) else { return false }
        return sets[row]?.contains(name) ?? false
    }
}
