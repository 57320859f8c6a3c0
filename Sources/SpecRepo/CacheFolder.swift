import PodspecReader

/// podspec's cache folder: `$PODSPEC_CACHE_DIR`, else `$XDG_CACHE_HOME/podspec`, else `~/.cache/podspec`;
/// `PODSPEC_NO_CACHE=1` turns every cache off.
enum CacheFolder {
    static func path(_ environment: [String: String]) -> String? {
        if let folder = environment["PODSPEC_CACHE_DIR"], !folder.isEmpty { return folder }
        if let folder = environment["XDG_CACHE_HOME"], !folder.isEmpty { return folder + "/podspec" }
        if let home = environment["HOME"], !home.isEmpty { return home + "/.cache/podspec" }
        return nil
    }

    /// The cache file of `kind` for `scope` (a repo path, …), named after this build of podspec so another
    /// build never reads it; nil when caching is off or no folder is known.
    static func file(kind: String, scope: String, suffix: String, environment: [String: String]) -> String? {
        guard environment["PODSPEC_NO_CACHE"] != "1", let folder = path(environment),
            let build = FileStamp.of("/proc/self/exe")
        else { return nil }
        let key = MD5.hexDigest("\(kind)\n\(scope)\n\(build.inode)-\(build.size)-\(build.seconds)-\(build.nanoseconds)")
        return folder + "/\(kind)-\(key).\(suffix)"
    }
}
