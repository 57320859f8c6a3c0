import RubySyntax

/// Every bound the reader puts on the work a podspec can ask for, in one place (SECURITY.md lists them).
/// Exceeding one is a load error naming the podspec's line, never a crash or a hang.
public enum InterpreterLimits {
    /// Evaluation steps per podspec: nodes evaluated, block calls and loop iterations.
    public static let maximumSteps = 2_000_000
    /// Nested method, block and lambda calls.
    public static let maximumCallDepth = 150
    /// Largest string a podspec may build, in bytes (also the widest `format` field).
    public static let maximumStringBytes = 16 << 20
    /// Most elements in one array or hash (and entries a YAML document may expand to).
    public static let maximumElements = 1_000_000
    /// Deepest nesting of arrays and hashes that `inspect`, `==`, `flatten`, `join`, hashing and the
    /// specification follow (deeper levels print as `[...]`, compare unequal, or fail with an error).
    public static let maximumNesting = 512
    /// `JSON.generate` / `to_json` / `JSON.parse` nesting: Ruby's own default `max_nesting`.
    public static let maximumJSONNesting = 100
    /// Longest one regular-expression search may run, in seconds (Ruby 3.2's `Regexp.timeout` error).
    public static let regexTimeLimit = 1.0
    /// Most file-system entries one `Dir.glob` pattern or `Find.find` may visit.
    public static let maximumDirectoryEntries = 200_000
    /// Most patterns one glob's `{a,b}` alternatives may expand to.
    public static let maximumBraceExpansions = 1_024
    /// Largest file a podspec may read (`File.read`, `YAML.load_file`, `require`…), in bytes.
    public static let maximumFileBytes = 16 << 20
    /// Largest podspec file, in bytes (checked before the file is read).
    public static let maximumPodspecBytes = Lexer.maximumSize
    /// Syntactic nesting the parser accepts (brackets, blocks, operators, `elsif`s, ternaries).
    public static let maximumSyntaxDepth = Parser.maximumDepth
}
