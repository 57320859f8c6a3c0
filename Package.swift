// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "podspec",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "podspec", targets: ["podspec"]),
        .executable(name: "podspec-bench", targets: ["PodspecBench"]),
        .library(
            name: "PodspecKit",
            targets: ["Trust", "RubySyntax", "PodspecModel", "PodspecReader", "PodspecLint", "Git", "SpecRepo", "HTTP"]),
    ],
    // Exact versions: Package.resolved stays out of git here, so these pins are what every clone builds.
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
        .package(url: "https://github.com/apple/swift-collections", exact: "1.6.0"),
        .package(url: "https://github.com/jpsim/Yams", exact: "5.0.1"),
        .package(url: "https://github.com/weichsel/ZIPFoundation", exact: "0.9.20"),
    ],
    targets: [
        // The two trust primitives: paths from outside data kept inside their root, credentials kept to their host.
        .target(name: "Trust", dependencies: ["CSystemCalls"]),
        // The system calls the C library does not wrap (`openat2`), for Trust's one-call confined open.
        .target(name: "CSystemCalls"),
        // Ruby lexer, parser and AST. Knows Ruby, nothing about pods.
        .target(name: "RubySyntax"),
        // Specification model, attribute table, versions, CocoaPods' JSON form.
        .target(
            name: "PodspecModel",
            dependencies: [.product(name: "OrderedCollections", package: "swift-collections")]),
        // The safe evaluator: podspec AST / JSON -> Specification.
        .target(
            name: "PodspecReader",
            dependencies: [
                "RubySyntax", "PodspecModel", "Trust",
                .product(name: "OrderedCollections", package: "swift-collections"),
                .product(name: "Yams", package: "Yams"),
            ]),
        // CocoaPods' linter and analyzer, full validation (files, imports, remote, URLs), results and renderers.
        .target(
            name: "PodspecLint",
            dependencies: [
                "PodspecModel", "PodspecReader", "Git", "HTTP", "Trust", "CSystemCalls",
                .product(name: "OrderedCollections", package: "swift-collections"),
                .product(name: "ZIPFoundation", package: "ZIPFoundation"),
            ],
            plugins: ["LintCheckListPlugin"]),
        // Lists PodspecLint's checks at build time (the plugin below runs it), so a check is one file.
        .executableTarget(name: "LintCheckListGenerator"),
        .plugin(name: "LintCheckListPlugin", capability: .buildTool(), dependencies: ["LintCheckListGenerator"]),
        // libcurl opened with dlopen on the first request (headers from libcurl4-openssl-dev; not linked).
        .target(name: "CCurl", linkerSettings: [.linkedLibrary("dl")]),
        // Blocking HTTP(S) requests over CCurl: URL checks, `:http` sources, `spec lint URL`.
        .target(name: "HTTP", dependencies: ["CCurl", "Trust"]),
        // libgit2 opened with dlopen on the first git operation, its functions called through a table
        // (headers from libgit2-dev; not linked, so libssh2, mbedtls, Kerberos… aren't loaded at start).
        .target(name: "CLibGit2", linkerSettings: [.linkedLibrary("dl")]),
        // OpenSSL's libcrypto opened with dlopen on the first MD5, for CocoaPods' shard paths and cache keys
        // (headers from libssl-dev; not linked).
        .target(name: "CLibCrypto", linkerSettings: [.linkedLibrary("dl")]),
        // Swift wrapper over libgit2: one owner per handle, errors, credentials, progress.
        .target(name: "Git", dependencies: ["CLibGit2", "Trust"]),
        // Spec repositories: repos directory, layouts, add/update/push/lint/search, locking and rollback.
        .target(
            name: "SpecRepo",
            dependencies: [
                "Git", "HTTP", "Trust", "CLibCrypto", "PodspecModel", "PodspecReader", "PodspecLint",
                .product(name: "Yams", package: "Yams"),
            ]),
        // Commands mirroring `pod`.
        .target(
            name: "PodspecCLI",
            dependencies: [
                "PodspecModel", "PodspecReader", "PodspecLint", "Git", "SpecRepo", "HTTP", "Trust",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]),
        // mimalloc (Debian's libmimalloc-dev), linked: it replaces the C library's malloc in the programs that
        // depend on this target. Reading and linting allocate and free millions of small objects, and it takes
        // about 6 % of the instructions off; its 2 MiB heap pages take half the page faults off.
        .target(name: "CAllocator", linkerSettings: [.linkedLibrary("mimalloc")]),
        .executableTarget(name: "podspec", dependencies: ["PodspecCLI", "CAllocator"]),
        // Reading and linting speed over a folder of podspecs (`make bench`), with the tool's allocator.
        .executableTarget(name: "PodspecBench", dependencies: ["PodspecReader", "PodspecLint", "CAllocator"]),
        // The reader under libFuzzer (`make fuzz`); built normally, it replays inputs given as arguments.
        .executableTarget(name: "PodspecFuzz", dependencies: ["PodspecReader", "PodspecLint"]),

        // Helpers several test targets share (the loopback server launcher).
        .target(name: "TestSupport", path: "Tests/TestSupport"),
        .testTarget(name: "TrustTests", dependencies: ["Trust"]),
        .testTarget(name: "RubySyntaxTests", dependencies: ["RubySyntax"]),
        .testTarget(name: "PodspecModelTests", dependencies: ["PodspecModel"]),
        .testTarget(name: "PodspecReaderTests", dependencies: ["PodspecReader"], resources: []),
        .testTarget(name: "PodspecLintTests", dependencies: ["PodspecLint", "HTTP", "TestSupport"]),
        .testTarget(name: "PodspecCLITests", dependencies: ["PodspecCLI", "TestSupport"]),
        .testTarget(name: "GitTests", dependencies: ["Git", "TestSupport"]),
        .testTarget(name: "SpecRepoTests", dependencies: ["SpecRepo", "Git", "TestSupport"]),
    ]
)
