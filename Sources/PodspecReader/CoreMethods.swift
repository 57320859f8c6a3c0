import PodspecModel

/// The core methods this reader implements, by class: what `respond_to?` answers for built-in values,
/// and the audit `docs/ruby-core.md` lists (a test keeps the three equal: this table, the dispatchers' `case`
/// labels, and the document).
enum CoreMethods {
    /// Each class's core methods, with the dispatcher that implements them (a test reads that function's
    /// `case` labels and checks they are exactly these).
    static let byClass: [(className: String, dispatcher: String, methods: [String])] = [
        (
            "String", "stringMethod",
            [
                "%", "*", "+", "+@", "-@", "<", "<=", "<=>", "=~", ">", ">=", "[]", "ascii_only?", "b", "between?",
                "bytes", "bytesize", "capitalize", "capitalize!", "casecmp", "casecmp?", "center", "chars", "chomp",
                "chomp!", "chop", "chop!", "clamp", "concat", "count", "crypt", "delete", "delete!", "delete_prefix",
                "delete_prefix!", "delete_suffix", "delete_suffix!", "downcase", "downcase!", "dup", "each_byte",
                "each_char", "each_line", "empty?", "encode", "encoding", "end_with?", "force_encoding", "freeze",
                "gsub", "gsub!", "hex", "include?", "index", "insert", "intern", "length", "lines", "ljust", "lstrip",
                "lstrip!", "match", "match?", "next", "next!", "oct", "ord", "partition", "prepend", "replace",
                "reverse",
                "reverse!", "rindex", "rjust", "rpartition", "rstrip", "rstrip!", "scan", "scrub", "size", "slice",
                "slice!",
                "split", "squeeze", "squeeze!", "start_with?", "strip", "strip!", "strip_heredoc", "sub", "sub!",
                "succ", "succ!", "swapcase", "swapcase!", "to_f", "to_i", "to_s", "to_str", "to_sym", "tr", "tr!",
                "unicode_normalize", "unpack", "unpack1", "upcase", "upcase!", "upto",
            ]
        ),
        (
            "Array", "arrayMethod",
            [
                "&", "*", "+", "-", "<<", "<=>", "[]", "[]=", "all?", "any?", "append", "at", "chunk_while", "clear",
                "clone", "collect", "collect!", "collect_concat", "compact", "compact!", "concat", "count", "cycle",
                "delete", "delete_at", "delete_if", "detect", "difference", "dig", "drop", "drop_while", "dup", "each",
                "each_cons", "each_entry", "each_index", "each_slice", "each_with_index", "each_with_object", "empty?",
                "entries", "fetch", "filter", "filter!", "filter_map", "find", "find_all", "find_index", "first",
                "flat_map", "flatten", "flatten!", "grep", "grep_v", "group_by", "include?", "index", "inject",
                "insert", "inspect", "intersection", "join", "keep_if", "last", "length", "map", "map!", "max",
                "max_by", "member?", "min", "min_by", "minmax", "minmax_by", "none?", "one?", "partition", "pop",
                "prepend", "product", "push", "reduce", "reject", "reject!", "reverse", "reverse!", "reverse_each",
                "rotate", "sample", "select", "select!", "shift", "shuffle", "size", "slice", "slice!", "slice_when",
                "sort", "sort!",
                "sort_by", "sum", "take", "take_while", "tally", "to_a", "to_h", "to_s", "to_set", "transpose", "union",
                "uniq",
                "uniq!", "unshift", "values_at", "zip", "|",
            ]
        ),
        (
            "Hash", "hashMethod",
            [
                "[]", "[]=", "all?", "any?", "chunk_while", "clone", "collect", "compact", "compact!", "count",
                "count_by", "cycle", "deep_symbolize_keys", "default=", "delete", "delete_if", "detect", "dig",
                "drop_while", "dup", "each", "each_cons", "each_entry", "each_key", "each_pair", "each_slice",
                "each_value", "each_with_index", "each_with_object", "empty?", "except", "fetch", "fetch_values",
                "filter", "filter!", "filter_map", "find", "find_all", "first", "flat_map", "grep", "grep_v",
                "group_by", "has_key?", "has_value?", "include?", "inject", "inspect", "invert", "keep_if", "key",
                "key?", "keys", "length", "map", "max_by", "member?", "merge", "merge!", "min_by", "minmax",
                "minmax_by", "none?", "one?", "partition", "reduce", "reject", "reject!", "reverse_each", "select",
                "select!", "size", "slice", "slice_when", "sort", "sort_by", "store", "stringify_keys", "sum",
                "symbolize_keys", "take_while", "tally", "to_a", "to_h", "to_hash", "to_s", "transform_keys",
                "transform_values", "uniq", "update", "value?", "values", "values_at", "zip",
            ]
        ),
        (
            "Numeric", "numericMethod",
            [
                "%", "*", "+", "+@", "-", "-@", "/", "<", "<=", "<=>", ">", ">=", "abs", "between?", "bit_length",
                "ceil", "chr", "clamp", "digits", "div", "divmod", "downto", "even?", "fdiv", "floor", "gcd", "lcm",
                "modulo", "negative?", "next", "odd?", "positive?", "pow", "pred", "round", "step", "succ", "times",
                "to_f", "to_i", "to_int", "to_s", "truncate", "upto", "zero?",
            ]
        ),
        (
            "Symbol", "symbolMethod",
            [
                "<=>", "downcase", "empty?", "end_with?", "id2name", "length", "name", "size", "start_with?", "to_proc",
                "to_s", "to_sym", "upcase",
            ]
        ),
        (
            "Range", "rangeMethod",
            [
                "===", "begin", "cover?", "end", "exclude_end?", "first", "include?", "inspect", "last", "max",
                "member?", "min", "step", "to_s",
            ]
        ),
        (
            "Pod::Version", "versionMethod",
            [
                "+", "<", "<=", "<=>", ">", ">=", "empty?", "end_with?", "gsub", "include?", "length", "major", "minor",
                "patch", "prerelease?", "segments", "split", "start_with?", "strip", "sub", "to_s", "to_str", "tr",
                "version",
            ]
        ),
        (
            "Enumerator", "enumeratorMethod",
            [
                "each", "each_with_index", "each_with_object", "entries", "first", "force", "inspect", "next", "peek",
                "rewind", "size", "take", "to_a", "to_s", "with_index", "with_object",
            ]
        ),
        (
            "Gem::Version", "gemVersionMethod",
            [
                "<", "<=", "<=>", "==", ">", ">=", "approximate_recommendation", "between?", "bump",
                "canonical_segments", "eql?",
                "hash", "inspect", "prerelease?", "release", "segments", "to_s", "version",
            ]
        ),
        (
            "Gem::Requirement", "gemRequirementMethod",
            ["===", "=~", "exact?", "none?", "prerelease?", "requirements", "satisfied_by?", "to_s"]
        ),
        ("Regexp", "regexMethod", ["=~", "match", "match?", "source"]),
        (
            "MatchData", "matchDataMethod",
            ["[]", "captures", "named_captures", "names", "post_match", "pre_match", "to_a", "to_s"]
        ),
        (
            "Object", "objectMethod",
            [
                "!", "!=", "==", "===", "=~", "__send__", "blank?", "class", "clone", "dup", "eql?", "equal?", "extend",
                "freeze",
                "frozen?", "hash", "inspect", "instance_of?", "instance_variable_defined?", "instance_variable_get",
                "is_a?", "itself", "kind_of?", "nil?", "presence", "present?", "public_send", "respond_to?", "send",
                "tap", "then", "to_json", "to_json_compatible", "to_s", "yield_self",
            ]
        ),
        (
            "Pathname", "pathnameMethod",
            [
                "+", "/", "<=>", "==", "===", "absolute?", "basename", "binwrite", "children", "chmod", "cleanpath",
                "delete", "directory?", "dirname", "each_child", "each_filename", "entries", "eql?", "exist?",
                "expand_path", "extname", "file?", "hash", "inspect", "join", "make_link", "make_symlink", "mkdir",
                "mkpath", "parent", "read", "readable?", "readlines", "realdirpath", "realpath", "relative?",
                "relative_path_from", "rename", "rmtree", "root?", "split", "sub", "to_path", "to_s", "to_str",
                "truncate", "unlink", "write",
            ]
        ),
        ("Exception", "exceptionMethod", ["backtrace", "cause", "full_message", "inspect", "message", "to_s"]),
        (
            "Module", "moduleReflection",
            [
                "<", "<=", "===", "ancestors", "const_defined?", "const_get", "include", "inspect", "instance_method",
                "instance_method_defined?", "instance_methods", "method_defined?", "name", "private_method_defined?",
                "protected_method_defined?",
                "public_instance_methods", "public_method_defined?", "singleton_methods", "superclass", "to_s",
            ]
        ),
        (
            "Kernel", "kernelFunction",
            [
                "Array", "Float", "Hash", "Integer", "String", "__dir__", "__method__", "alias_method", "attr_accessor",
                "attr_reader",
                "attr_writer", "block_given?", "caller", "catch", "extend", "fail", "format", "frozen?", "gem",
                "include",
                "lambda", "loop", "module_function", "nil?", "p", "pp", "print", "printf", "private",
                "private_class_method", "private_constant", "proc", "protected", "public", "public_class_method",
                "puts", "raise", "require", "require_relative", "sleep", "sprintf", "srand", "system", "throw", "warn",
            ]
        ),
        ("Struct", "structMethod", ["==", "[]", "[]=", "deconstruct", "members", "to_a", "to_h", "values"]),
        (
            "Pod::Specification", "specMethod+specCommand+specWriter+specReader",
            [
                "app_spec", "attributes_hash", "authors", "base_name", "dependency", "dependency=", "deployment_target",
                "deployment_target=", "description", "extend", "ios", "license", "macos", "module_name", "name",
                "name=", "osx",
                "parent", "platform=", "prepare_command", "root", "root?", "source", "store_attribute", "subspec",
                "subspec?", "subspecs", "summary", "test_spec", "to_hash", "to_s", "tvos", "version", "visionos",
                "watchos",
            ]
        ),
        (
            "File", "fileObjectMethod",
            [
                "close", "each", "each_line", "eof", "eof?", "gets", "path", "read", "readline", "readlines", "rewind",
                "size", "to_a", "to_path",
            ]
        ),
        ("Dir", "dirObjectMethod", ["children", "close", "each", "each_child", "entries", "path", "to_a", "to_path"]),
        ("OpenStruct", "openStructMethod", ["[]", "[]=", "dig", "each_pair", "respond_to?", "to_h"]),
        ("UnboundMethod", "unboundMethodMethod", ["arity", "name"]),
        (
            "Time", "timeMethod",
            [
                "+", "-", "<=>", "day", "hour", "mday", "min", "mon", "month", "sec", "strftime", "to_f", "to_i",
                "to_s", "wday", "yday", "year",
            ]
        ),
        (
            "Set", "setMethod",
            [
                "&", "+", "-", "<<", "<=", "==", "===", ">=", "add", "add?", "all?", "any?", "clone", "collect",
                "count",
                "delete", "detect", "difference", "dup", "each", "each_slice", "each_with_index", "each_with_object",
                "empty?", "filter", "filter_map", "find", "first", "flat_map", "group_by", "include?", "inject",
                "inspect", "intersection", "join", "length", "map", "max", "max_by", "member?", "merge", "min",
                "min_by", "none?", "partition", "reduce", "reject", "select", "size", "sort", "sort_by", "subset?",
                "sum", "superset?", "to_a", "to_s", "to_set", "union", "|",
            ]
        ),
    ]

    /// The methods every object has (the `Object` row).
    static let objectMethods: Set<String> = Set(byClass.first { $0.className == "Object" }?.methods ?? [])

    /// Class methods (`File.read`, `Dir.glob`, …), as `moduleMethod` implements them.
    static let moduleFunctions: [String] = [
        "Pod::Specification.new", "Pod::Version.create", "Pod::Version.new", "Array.new", "Dir.[]", "Dir.chdir",
        "Dir.children", "Dir.each_child", "Dir.entries", "Dir.exist?", "Dir.foreach", "Dir.getwd", "Dir.glob",
        "Class.new", "Dir.mkdir", "Dir.new", "Dir.open", "Dir.pwd", "Dir.rmdir", "ENV.[]", "ENV.[]=", "ENV.fetch",
        "ENV.has_key?", "ENV.include?", "ENV.key?", "ENV.to_h", "ENV.to_hash", "File.absolute_path", "File.basename",
        "File.chmod", "File.delete", "File.directory?", "File.dirname", "File.exist?", "File.exists?",
        "File.expand_path", "File.extname", "File.file?", "File.foreach", "File.join", "File.new", "File.open",
        "File.read", "File.readable?",
        "File.readlines", "File.realpath", "File.rename", "File.unlink", "File.write", "Find.find", "Find.prune",
        "Gem::Requirement.create", "Gem::Requirement.default", "Gem::Requirement.new",
        "Gem::Version.correct?", "Gem::Version.create", "Gem::Version.new",
        "Hash.[]", "Hash.new", "IO.read", "Integer.sqrt", "JSON.dump", "JSON.generate", "JSON.load", "JSON.parse",
        "JSON.pretty_generate", "Math.acos", "Math.asin", "Math.atan", "Math.atan2", "Math.cbrt", "Math.cos",
        "Math.cosh", "Math.exp", "Math.hypot", "Math.log", "Math.log10", "Math.log2", "Math.sin", "Math.sinh",
        "Math.sqrt", "Math.tan", "Math.tanh", "Module.new", "OpenStruct.new",
        "Pathname.getwd", "Pathname.glob", "Pathname.new", "Pathname.pwd", "Proc.new", "Psych.load_file",
        "Regexp.escape", "Regexp.last_match", "Regexp.new", "Regexp.quote", "Regexp.union", "Set.[]", "Set.new",
        "String.new", "Time.now", "YAML.load", "YAML.load_file",
        "YAML.safe_load", "YAML.safe_load_file",
    ]

    /// Class methods that are refused, not run: they change the file system or the environment.
    static let refusedModuleFunctions: Set<String> = [
        "Dir.chdir", "Dir.mkdir", "Dir.rmdir", "ENV.[]=", "File.chmod", "File.delete", "File.rename", "File.unlink",
        "File.write",
    ]

    /// The audit `docs/ruby-core.md` holds: every core method by class, the class methods, and what is refused
    /// (with the reason the user is told).
    static func auditMarkdown() -> String {
        var text = """
            # Ruby core methods the reader implements

            podspec evaluates a podspec without running it: its reader implements the side-effect-free part of \
            Ruby's core library that podspecs use, with Ruby 3.1's semantics, and refuses, with the podspec's \
            line, anything that would run code, write, or reach the network. This file is generated from the \
            reader's tables (`Sources/PodspecReader/CoreMethods.swift`); `swift test --filter CoreMethodsAuditTests` \
            fails when it, the tables and the dispatchers' code differ, and writes the expected text to \
            `.build/ruby-core.md`.

            A method not listed here raises Ruby's `NoMethodError` (`undefined method …`), as it would for a \
            method Ruby does not have: a podspec that `rescue`s it goes on, as in Ruby.

            ## Instance methods

            | class | methods |
            | --- | --- |

            """
        for row in byClass {
            let names = row.methods.map { "`\($0.replacingOccurrences(of: "|", with: "\\|"))`" }.joined(separator: " ")
            text += "| \(row.className) | \(names) |\n"
        }
        text += "\n## Class methods\n\n| method | |\n| --- | --- |\n"
        for name in moduleFunctions {
            text +=
                "| `\(name)` | \(refusedModuleFunctions.contains(name) ? "refused: changes the file system or the environment" : "supported") |\n"
        }
        text += "| `FileUtils.*`, `Pathname#write` and other writes | refused: changes the file system |\n"
        text += "\n## Refused everywhere\n\n| name | why |\n| --- | --- |\n"
        let refused = Interpreter.refusedFunctions.merging(Interpreter.refusedMethods) { first, _ in first }
        for (name, reason) in refused.sorted(by: { $0.key < $1.key }) {
            text += "| `\(name == "`" ? "` ` `" : name)` | \(reason) |\n"
        }
        text += "\n## Not run, the podspec read on\n\n| name | what happens |\n| --- | --- |\n"
        text +=
            "| `system`, `Kernel.system` (listed under Kernel above) | not run: answers nil, as for a command "
            + "that cannot start; a notice on standard error names its line |\n"
        return text
    }

    /// The names of each class, for look-ups.
    static let sets: [String: Set<String>] = Dictionary(
        uniqueKeysWithValues: byClass.map { ($0.className, Set($0.methods)) })

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
        case .object(let object) where object.className == Interpreter.pathnameClass: "Pathname"
        case .object(let object) where object.className == Interpreter.enumeratorClass: "Enumerator"
        case .object(let object) where object.className == Interpreter.fileClass: "File"
        case .object(let object) where object.className == Interpreter.dirClass: "Dir"
        case .object(let object) where object.className == Interpreter.openStructClass: "OpenStruct"
        case .object(let object) where object.className == Interpreter.setClass: "Set"
        case .object(let object) where object.className == Interpreter.timeClass: "Time"
        case .object(let object) where object.className == Interpreter.gemVersionClass: "Gem::Version"
        case .object(let object) where object.className == Interpreter.gemRequirementClass: "Gem::Requirement"
        case .object(let object) where object.className == Interpreter.unboundMethodClass: "UnboundMethod"
        default: nil
        }
    }

    /// Whether the reader implements `name` for `value` (its class's methods or every object's).
    static func responds(_ value: RValue, to name: String) -> Bool {
        if objectMethods.contains(name) { return true }
        // A platform proxy (`s.ios`) has every DSL attribute's writer (`summary=`).
        if case .platformProxy = value { return Interpreter.writtenAttribute(name) != nil }
        guard let row = row(of: value) else { return false }
        return arity(of: name, inRow: row) != nil
    }

    /// The arity Ruby gives a core method whose signature this reader does not record: -1, any number of
    /// arguments (as for C methods taking optional ones).
    static let unknownArity = -1

    /// The arity of the core method `name` of instances of the Ruby class `className` (`Integer`, `Class`,
    /// `Pod::Specification`), nil when the reader implements none: what `instance_method` answers.
    static func arity(of name: String, inClass className: String) -> Int? {
        let row =
            switch className {
            case "Integer", "Float": "Numeric"
            case "Class": "Module"
            // Kernel's functions are private: not instance methods `instance_method` finds.
            case "Kernel", "Object": ""
            default: className
            }
        return arity(of: name, inRow: row)
    }

    /// The arity of the core method `name` in the table's row `row`, nil when it has none. A spec has every
    /// DSL attribute's writer (`summary=`, one argument) and reader (none); others' arities are unknown.
    static func arity(of name: String, inRow row: String) -> Int? {
        if row == RValue.specClassName {
            if Interpreter.writtenAttribute(name) != nil { return 1 }
            if AttributeTable.attribute(named: name) != nil { return 0 }
        }
        return sets[row]?.contains(name) ?? false ? unknownArity : nil
    }
}
