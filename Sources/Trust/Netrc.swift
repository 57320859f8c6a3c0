import Foundation

/// The entries of a `.netrc` file: `machine HOST login USER password SECRET`, and `default`.
public struct Netrc: Sendable {
    public struct Entry: Equatable, Sendable {
        public var machine: String?
        public var login: String?
        public var password: String?
    }

    public var entries: [Entry]

    public init(contents: String) {
        var tokens = Netrc.tokens(contents)[...]
        var entries: [Entry] = []
        while let token = tokens.popFirst() {
            switch token {
            case "machine":
                entries.append(Entry(machine: tokens.popFirst()))
            case "default":
                entries.append(Entry(machine: nil))
            case "login", "password", "account":
                let value = tokens.popFirst()
                guard !entries.isEmpty else { continue }
                if token == "login" { entries[entries.count - 1].login = value }
                if token == "password" { entries[entries.count - 1].password = value }
            default:
                continue
            }
        }
        self.entries = entries
    }

    /// Where the `.netrc` file is: `$NETRC` (a leading `~/` meaning `homeDirectory`), else
    /// `homeDirectory/.netrc`. The one rule for git remotes and CDN sources alike.
    public static func path(environment: [String: String], homeDirectory: String) -> String {
        if let path = environment["NETRC"], !path.isEmpty {
            return path.hasPrefix("~/") ? homeDirectory + "/" + path.dropFirst(2) : path
        }
        return homeDirectory + "/.netrc"
    }

    public init?(path: String) {
        guard let contents = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
        self.init(contents: contents)
    }

    /// The entry for `host` (case-insensitive), else the `default` entry.
    public func entry(for host: String) -> Entry? {
        entries.first { $0.machine?.lowercased() == host.lowercased() } ?? entries.first { $0.machine == nil }
    }

    /// Whitespace-separated tokens, with `"quoted values"` and `macdef` bodies (up to a blank line) skipped
    /// as netrc does.
    private static func tokens(_ contents: String) -> [String] {
        var tokens: [String] = []
        var lines = contents.components(separatedBy: "\n")[...]
        while let line = lines.popFirst() {
            var current = ""
            var quoted = false
            var lineTokens: [String] = []
            for character in line {
                if character == "\"" {
                    quoted.toggle()
                } else if character.isWhitespace && !quoted {
                    if !current.isEmpty { lineTokens.append(current) }
                    current = ""
                } else {
                    current.append(character)
                }
            }
            if !current.isEmpty { lineTokens.append(current) }
            if lineTokens.first?.hasPrefix("#") == true { continue }
            if lineTokens.first == "macdef" {
                while let body = lines.popFirst(), !body.trimmingCharacters(in: .whitespaces).isEmpty {}
                continue
            }
            tokens.append(contentsOf: lineTokens)
        }
        return tokens
    }
}
