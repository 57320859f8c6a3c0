import Foundation
import Testing

@testable import PodspecLint

/// `Sandbox::PathList#relative_glob` on a real folder, made for each test and removed after it.
final class PathListTests {
    let folder: String
    let list: PathList

    init() throws {
        folder = NSTemporaryDirectory() + "podspec-pathlist-\(UUID().uuidString)"
        for file in [
            "Classes/A.h", "Classes/A.m", "Classes/sub/B.swift", "Classes/sub/B.txt", "Classes/.hidden.m", "README.md",
            "Resources/img.png", "Resources/Sounds/ding.wav", "lib/libfoo.a", "LICENSE.txt",
        ] {
            let path = folder + "/" + file
            try FileManager.default.createDirectory(
                atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
            _ = FileManager.default.createFile(atPath: path, contents: Data("x".utf8))
        }
        list = try PathList(root: folder)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: folder)
    }

    @Test func listsFilesAndFoldersSortedByUpperCasedPath() {
        #expect(list.files.first == "Classes/.hidden.m")
        #expect(list.directories == ["Classes", "Classes/sub", "lib", "Resources", "Resources/Sounds"])
    }

    @Test func folderPatternGetsTheAttributesExtensions() {
        #expect(list.glob(["Classes"], dirPattern: FileAccessor.sourceDirPattern) == ["Classes/A.h", "Classes/A.m"])
        #expect(list.glob(["classes/"], dirPattern: FileAccessor.headerDirPattern) == ["Classes/A.h"])
    }

    @Test func doubleStarMatchesZeroFoldersAndBracesExpand() {
        #expect(list.glob(["Classes/**/*.{h,m,swift}"]) == ["Classes/A.h", "Classes/A.m", "Classes/sub/B.swift"])
        #expect(list.glob(["**/*.{PNG,wav}"]) == ["Resources/img.png", "Resources/Sounds/ding.wav"])
    }

    @Test func excludeFilesUseDoubleStarForFolders() {
        #expect(list.glob(["Classes/**/*"], excluding: ["Classes/sub"]) == ["Classes/A.h", "Classes/A.m"])
    }

    @Test func exactPathsAndFoldersWhenIncluded() {
        #expect(list.glob(["Resources"]) == [])
        #expect(list.glob(["Resources"], includeDirectories: true) == ["Resources"])
        #expect(list.glob(["Resources/*"], includeDirectories: true) == ["Resources/img.png", "Resources/Sounds"])
    }

    @Test func emptyBraceGroupMatchesNothing() {
        #expect(list.glob(["Classes/*{}"]) == [])
        #expect(PathList.equivalentPatterns("a/**/b{c,d}") == ["a/**/bc", "a/**/bd", "a/bc", "a/bd"])
    }
}
