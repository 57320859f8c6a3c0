import Foundation

/// The user's name and email from git's configuration (`git config --get user.name|user.email`), as
/// `pod spec create` fills the author; empty strings when git or the setting is missing.
struct GitIdentity: Equatable {
    var name: String
    var email: String

    static func current() -> GitIdentity {
        GitIdentity(name: configValue("user.name"), email: configValue("user.email"))
    }

    private static func configValue(_ key: String) -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "config", "--get", key]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            return ""
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
