import Foundation
import PodspecLint
import PodspecReader

/// Coverage-guided fuzzing of the reader (lexer, parser, evaluator) and the archive readers with libFuzzer:
/// `make fuzz` builds this target with `-sanitize=fuzzer,address -DFUZZING`, and libFuzzer's `main` calls
/// `LLVMFuzzerTestOneInput`. An input starting with `TAR:` or `ZIP:` is unpacked as that archive; any other
/// is loaded as a podspec. Built normally, it is a replay tool: `PodspecFuzz FILE…` runs each file once.
enum ReaderFuzz {
    /// A podspec path in an empty folder of its own (made a git work tree, so it is the sandbox).
    static let podspecPath: String = {
        let folder = (NSTemporaryDirectory() as NSString).appendingPathComponent("podspec-fuzz-\(getpid())")
        try? FileManager.default.createDirectory(atPath: folder + "/.git", withIntermediateDirectories: true)
        return folder + "/Fuzz.podspec"
    }()

    /// Loads `bytes` as a podspec, or unpacks it as an archive after a `TAR:`/`ZIP:` prefix; every input
    /// must end in a result or an error.
    static func run(_ bytes: [UInt8]) {
        if bytes.starts(with: Array("TAR:".utf8)) {
            ArchiveFuzz.run(Array(bytes.dropFirst(4)), format: .tar)
        } else if bytes.starts(with: Array("ZIP:".utf8)) {
            ArchiveFuzz.run(Array(bytes.dropFirst(4)), format: .zip)
        } else {
            _ = try? PodspecLoader.load(contents: bytes, path: podspecPath, environment: [:])
        }
    }
}

/// The archive side: each input is written to a file and unpacked into a fresh folder, removed afterwards.
enum ArchiveFuzz {
    static let folder: String = {
        let folder = (NSTemporaryDirectory() as NSString).appendingPathComponent("podspec-fuzz-archive-\(getpid())")
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        return folder
    }()

    static func run(_ bytes: [UInt8], format: ArchiveUnpacker.Format) {
        let archive = folder + "/input"
        let output = folder + "/output"
        guard FileManager.default.createFile(atPath: archive, contents: Data(bytes)) else { return }
        _ = ArchiveUnpacker.accepts(archive, format: format, into: output)
        try? FileManager.default.removeItem(atPath: output)
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
