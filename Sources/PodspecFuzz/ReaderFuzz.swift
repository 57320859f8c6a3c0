import Foundation
import PodspecReader

/// Coverage-guided fuzzing of the reader (lexer, parser, evaluator) with libFuzzer: `make fuzz` builds this
/// target with `-sanitize=fuzzer,address -DFUZZING`, and libFuzzer's `main` calls `LLVMFuzzerTestOneInput`.
/// Built normally, it is a replay tool: `PodspecFuzz FILE…` runs each file once (a crash input, a corpus).
enum ReaderFuzz {
    /// A podspec path in an empty folder of its own (made a git work tree, so it is the sandbox).
    static let podspecPath: String = {
        let folder = (NSTemporaryDirectory() as NSString).appendingPathComponent("podspec-fuzz-\(getpid())")
        try? FileManager.default.createDirectory(atPath: folder + "/.git", withIntermediateDirectories: true)
        return folder + "/Fuzz.podspec"
    }()

    /// Loads `bytes` as a podspec; every input must end in a specification or a load error.
    static func run(_ bytes: [UInt8]) {
        _ = try? PodspecLoader.load(contents: bytes, path: podspecPath, environment: [:])
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func readerFuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ count: Int) -> CInt {
    ReaderFuzz.run(data.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? [])
    return 0
}

#if FUZZING
    /// libFuzzer's driver (from `-sanitize=fuzzer`).
    @_silgen_name("LLVMFuzzerRunDriver")
    func runFuzzerDriver(
        _ argc: UnsafeMutablePointer<CInt>,
        _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
        _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
    ) -> CInt

    /// SwiftPM links an executable's `main` to `<Target>_main`: here it starts libFuzzer's driver.
    @_cdecl("PodspecFuzz_main")
    public func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
        var count = argc
        var arguments = argv
        return runFuzzerDriver(&count, &arguments, readerFuzzTestOneInput)
    }
#else
    @main enum ReplayMain {
        static func main() {
            for path in CommandLine.arguments.dropFirst() {
                guard let data = FileManager.default.contents(atPath: path) else {
                    print("\(path): unreadable")
                    continue
                }
                ReaderFuzz.run(Array(data))
                print("\(path): ok")
            }
        }
    }
#endif
