import Foundation
import PodspecModel
import RubySyntax
import Trust

/// Loads `.podspec` (Ruby DSL, evaluated safely) and `.podspec.json` files into the model.
public enum PodspecLoader {
    /// Reads the podspec at `path` (as the user gave it, relative to the current directory or absolute).
    /// `sandbox`, when given, is the folder its file reads are confined to instead of `Sandbox.forPodspec`'s;
    /// `record`, when given, learns whether the evaluation read anything besides the file itself.
    public static func load(
        path: String, environment: [String: String] = [:], sandbox: Sandbox? = nil, record: EvaluationRecord? = nil
    )
        throws(PodspecLoadError) -> Specification
    {
        let absolute = absolutePath(path)
        // Read at most one byte past the limit: the parser reports a larger file as too large. Opening the
        // file is the existence check; only a failure asks the file system why.
        let bytes: [UInt8]
        do {
            bytes = try BoundedFile.contents(
                of: absolute, maximumBytes: InterpreterLimits.maximumPodspecBytes,
                refusingHardLinks: false, failingWhenLarger: false)
        } catch {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: absolute, isDirectory: &isDirectory), !isDirectory.boolValue
            else {
                throw PodspecLoadError(
                    path: path, line: nil, column: nil, message: "[!] No podspec exists at path `\(path)`.")
            }
            throw PodspecLoadError(path: path, line: nil, column: nil, message: "[!] Unable to read `\(path)`.")
        }
        return try load(
            contents: bytes, path: path, absolute: absolute, environment: environment, sandbox: sandbox, record: record)
    }

    /// Reads a podspec from `contents` as if it were the file at `path` (e.g. the version staged in git's
    /// index): the format, the name and the sandbox come from `path`; the file at `path` is not read.
    public static func load(
        contents bytes: [UInt8], path: String, environment: [String: String] = [:], sandbox: Sandbox? = nil,
        record: EvaluationRecord? = nil
    ) throws(PodspecLoadError) -> Specification {
        try load(
            contents: bytes, path: path, absolute: absolutePath(path), environment: environment, sandbox: sandbox,
            record: record)
    }

    /// `load(contents:path:…)` with `path` already made absolute (`absolutePath(path)`).
    static func load(
        contents bytes: [UInt8], path: String, absolute: String, environment: [String: String], sandbox: Sandbox?,
        record: EvaluationRecord?
    ) throws(PodspecLoadError) -> Specification {
        if absolute.hasSuffix(".json") {
            do {
                var spec = try Specification.fromJSON(String(decoding: bytes, as: UTF8.self), path: absolute)
                spec.location = spec.location ?? SourceLocation(line: 1, column: 1)
                return spec
            } catch {
                throw PodspecLoadError(path: path, line: nil, column: nil, message: "\(error)")
            }
        }
        guard absolute.hasSuffix(".podspec") else {
            let ext = (absolute as NSString).pathExtension
            throw PodspecLoadError(
                path: path, line: nil, column: nil,
                message:
                    "[!] Unsupported specification format `\(ext.isEmpty ? "" : "." + ext)` for spec at `\(absolute)`.")
        }
        return try evaluate(
            bytes: bytes, path: path, absolutePath: absolute, environment: environment, sandbox: sandbox, record: record
        )
    }

    static func absolutePath(_ path: String) -> String {
        if path.hasPrefix("/") { return LexicalPath.standardize(path) }
        return LexicalPath.absolute(path, base: WorkingDirectory.current)
    }

    static func evaluate(
        bytes: [UInt8], path: String, absolutePath: String, environment: [String: String], sandbox: Sandbox? = nil,
        record: EvaluationRecord? = nil
    ) throws(PodspecLoadError) -> Specification {
        // Only a failure names the file: the bridged `lastPathComponent` is not free.
        func basename() -> String { (absolutePath as NSString).lastPathComponent }
        func failure(_ description: String, _ line: Int?, _ column: Int?, refusal: Bool = false) -> PodspecLoadError {
            PodspecLoadError(
                path: path, line: line, column: column,
                message: PodspecLoadError.dslMessage(
                    description: "Invalid `\(basename())` file: \(description)",
                    absolutePath: absolutePath, contents: bytes, line: line),
                isRefusal: refusal)
        }
        // A file over the size limit gets no excerpt (its first line alone could be megabytes).
        guard bytes.count <= InterpreterLimits.maximumPodspecBytes else {
            throw failure("file too large (over \(InterpreterLimits.maximumPodspecBytes) bytes)", nil, nil)
        }
        let program: [Node]
        do {
            program = try Parser.parse(bytes: bytes)
        } catch let error as SyntaxError where !error.further.isEmpty {
            // Ruby's parser recovered and reported more errors, each as `PATH:LINE: message`; the excerpt shows
            // the first, and the first line the message names (the second error's) is the failure's line.
            let description =
                ([error.message] + error.further.map { "\(absolutePath):\($0.position.line): \($0.message)" })
                .joined(separator: "\n")
            let named = error.further[0].position
            throw PodspecLoadError(
                path: path, line: named.line, column: named.column,
                message: PodspecLoadError.dslMessage(
                    description: "Invalid `\(basename())` file: \(description)",
                    absolutePath: absolutePath, contents: bytes, line: error.position.line))
        } catch let error as SyntaxError {
            throw failure(error.message, error.position.line, error.position.column)
        } catch {
            throw failure("\(error)", nil, nil)
        }
        let interpreter = Interpreter(file: absolutePath, environment: environment, sandbox: sandbox)
        defer { if interpreter.readBeyondItself { record?.markReadBeyondItself() } }
        let result: RValue
        do {
            result = try interpreter.evalBody(program, Scope())
        } catch let error as RubyError {
            throw failure(error.message, error.position?.line, error.position?.column)
        } catch let refusal as RefusedConstruct {
            let where_ = "\(path):\(refusal.position.line):\(refusal.position.column)"
            throw failure(
                "\(where_): refused \(refusal.construct): it \(refusal.reason); podspec never runs code from a podspec",
                refusal.position.line, refusal.position.column, refusal: true)
        } catch let error as SyntaxError {
            throw failure(error.message, error.position.line, error.position.column)
        } catch ControlFlow.returnValue(let v) {
            guard case .spec(let spec) = v else { throw invalid(path, absolutePath) }
            return spec.specification()
        } catch is ControlFlow {
            throw failure("unexpected control flow (break or next outside a loop)", nil, nil)
        } catch {
            throw failure("\(error)", nil, nil)
        }
        guard case .spec(let spec) = result else { throw invalid(path, absolutePath) }
        do {
            try spec.absorbAttributesHash { try interpreter.stored($0, stringKeys: true) }
        } catch {
            let rubyError = error as? RubyError
            throw failure(rubyError?.message ?? "\(error)", rubyError?.position?.line, rubyError?.position?.column)
        }
        var specification = spec.specification()
        if specification.location == nil { specification.location = SourceLocation(line: 1, column: 1) }
        return specification
    }

    static func invalid(_ path: String, _ absolutePath: String) -> PodspecLoadError {
        PodspecLoadError(
            path: path, line: nil, column: nil, message: "[!] Invalid podspec file at path `\(absolutePath)`.")
    }
}
