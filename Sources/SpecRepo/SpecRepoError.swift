/// A spec-repo operation that could not be done, with CocoaPods' own message where CocoaPods has one
/// (printed as `[!] message`, exit 1).
public struct SpecRepoError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The message as printed after `[!] `.
    public let message: String

    public init(_ message: String) {
        self.message = message
    }

    public var description: String { message }

    /// ``Unable to find a source named: `NAME` ``
    public static func sourceNotFound(_ name: String) -> SpecRepoError {
        SpecRepoError("Unable to find a source named: `\(name)`")
    }

    /// pod's ``Unable to find the `NAME` repo. If it has not yet been cloned, add it via `pod repo add`.``,
    /// naming the command to run here.
    public static func repoNotFoundForPush(_ name: String) -> SpecRepoError {
        SpecRepoError(
            "Unable to find the `\(name)` repo. If it has not yet been cloned, add it via `podspec repo add`.")
    }

    /// `repo add-cdn master …`: pod says ``To setup the master specs repo, please run `pod setup`.``, a
    /// command podspec has no use for (it reads CocoaPods' specs from the `trunk` CDN source).
    public static let masterNameReserved = SpecRepoError(
        "Repo name `master` is reserved for CocoaPods' former main spec repo: choose another name "
            + "(podspec reads CocoaPods' public specs from the `trunk` CDN source).")

    /// ``Unable to find the `NAME` repo.`` (`repo update NAME`)
    public static func repoNotFound(_ name: String) -> SpecRepoError {
        SpecRepoError("Unable to find the `\(name)` repo.")
    }

    /// ``Unable to find a pod with name matching `QUERY'``
    public static func noPodNamed(_ query: String) -> SpecRepoError {
        SpecRepoError("Unable to find a pod with name matching `\(query)'")
    }

    /// ``Unable to find a pod with name, author, summary, or description matching `QUERY` ``
    public static func noPodMatching(_ query: String) -> SpecRepoError {
        SpecRepoError("Unable to find a pod with name, author, summary, or description matching `\(query)`")
    }

    /// `Unable to find the specification NAME (VERSION) in the REPO source.`
    public static func specificationNotFound(_ name: String, _ version: String, repo: String) -> SpecRepoError {
        SpecRepoError("Unable to find the specification \(name) (\(version)) in the \(repo) source.")
    }

    /// pod's text, missing space included: `…repository.Perhaps try prefixing this command with sudo.`
    public static func noPermissionToRemove(_ name: String) -> SpecRepoError {
        SpecRepoError(
            "You do not have permission to delete the \(name) repository.Perhaps try prefixing this command with sudo.")
    }
}
