/// `url` with its user information and secret query values replaced by `***`, for printing and
/// logging: `https://me:s3cret@host/x.git` → `https://***@host/x.git`. SSH user names (`git@host:…`,
/// `ssh://git@host/…`) are kept: they aren't secrets; an SSH password is not.
public func redacted(_ url: String) -> String {
    redactingCredentials(in: url)
}

/// `text` with every URL in it redacted as `redacted(_:)` does; for error messages and logs that may
/// quote a URL.
public func redactingCredentials(in text: String) -> String {
    guard text.contains("://") else { return text }
    let characters = Array(text.unicodeScalars)
    var output = String.UnicodeScalarView()
    var index = 0
    while index < characters.count {
        guard let separator = schemeSeparator(in: characters, at: index) else {
            output.append(characters[index])
            index += 1
            continue
        }
        // Copy the scheme and `://`, then rewrite the authority and the rest of the URL.
        let scheme = String(String.UnicodeScalarView(characters[index..<separator])).lowercased()
        output.append(contentsOf: characters[index..<(separator + 3)])
        var end = separator + 3
        while end < characters.count, !isURLTerminator(characters[end]) { end += 1 }
        let urlBody = String(String.UnicodeScalarView(characters[(separator + 3)..<end]))
        output.append(contentsOf: redactBody(urlBody, scheme: scheme).unicodeScalars)
        index = end
    }
    return String(output)
}

/// Where `://` starts, when `characters[start...]` begins with a URL scheme (letters, digits, `+-.`)
/// that isn't itself the tail of a longer word.
private func schemeSeparator(in characters: [Unicode.Scalar], at start: Int) -> Int? {
    guard characters[start].properties.isAlphabetic, characters[start].isASCII else { return nil }
    if start > 0, isSchemeCharacter(characters[start - 1]) { return nil }
    var end = start
    while end < characters.count, isSchemeCharacter(characters[end]) { end += 1 }
    guard end + 2 < characters.count, characters[end] == ":", characters[end + 1] == "/", characters[end + 2] == "/"
    else { return nil }
    return end
}

private func isSchemeCharacter(_ scalar: Unicode.Scalar) -> Bool {
    scalar.isASCII
        && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "+-.".unicodeScalars.contains(scalar))
}

private func isURLTerminator(_ scalar: Unicode.Scalar) -> Bool {
    scalar.properties.isWhitespace || "'\"<>`()[]{}|\\".unicodeScalars.contains(scalar)
}

/// Redacts the user information and query of everything after `scheme://`.
private func redactBody(_ body: String, scheme: String) -> String {
    let authorityEnd = body.firstIndex(where: { "/?#".contains($0) }) ?? body.endIndex
    var authority = String(body[..<authorityEnd])
    var rest = String(body[authorityEnd...])
    if let at = authority.lastIndex(of: "@") {
        let userInfo = authority[..<at]
        let host = authority[authority.index(after: at)...]
        let isSSH = scheme.hasPrefix("ssh") || scheme.hasPrefix("git+ssh")
        if isSSH, let colon = userInfo.firstIndex(of: ":") {
            authority = "\(String(userInfo[..<colon])):***@\(host)"
        } else if !isSSH {
            // A user name over http may well be a token (`https://sk_live_…@host`): none is printed.
            authority = "***@\(host)"
        }
    }
    if let question = rest.firstIndex(of: "?") {
        let fragmentStart = rest[question...].firstIndex(of: "#") ?? rest.endIndex
        let query = rest[rest.index(after: question)..<fragmentStart]
        let redactedQuery = query.split(separator: "&", omittingEmptySubsequences: false).map { pair -> String in
            guard let equals = pair.firstIndex(of: "=") else { return String(pair) }
            let name = pair[..<equals].lowercased()
            return sensitiveQueryNames.contains(name) ? "\(pair[..<equals])=***" : String(pair)
        }
        rest = String(rest[...question]) + redactedQuery.joined(separator: "&") + String(rest[fragmentStart...])
    }
    return authority + rest
}

private let sensitiveQueryNames: Set<String> = [
    "token", "access_token", "private_token", "oauth_token", "auth", "password", "passwd", "secret",
    "api_key", "apikey", "key", "sig", "signature", "x-amz-signature", "x-amz-credential", "x-amz-security-token",
]
