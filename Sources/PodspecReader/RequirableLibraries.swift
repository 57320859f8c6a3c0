/// The libraries `require 'name'` finds when CocoaPods evaluates a podspec: Ruby 3.1's standard library
/// and default gems, and the gems CocoaPods itself loads. Requiring one is accepted (this reader provides
/// what podspecs use of them, or refuses a call that would run code); any other name raises Ruby's
/// `LoadError`, which a podspec may rescue.
enum RequirableLibraries {
    static let names: Set<String> = [
        // Ruby 3.1 standard library and default gems.
        "abbrev", "base64", "benchmark", "bigdecimal", "cgi", "coverage", "csv", "date", "delegate", "did_you_mean",
        "digest", "drb", "English", "erb", "etc", "expect", "fcntl", "fiddle", "fileutils", "find", "forwardable",
        "getoptlong", "io", "ipaddr", "irb", "json", "logger", "matrix", "mkmf", "monitor", "mutex_m", "net",
        "nkf", "objspace", "observer", "open-uri", "open3", "openssl", "optparse", "ostruct", "pathname", "pp",
        "prettyprint", "prime", "pstore", "psych", "racc", "rdoc", "readline", "reline", "resolv", "rinda",
        "ripper", "rss", "rubygems", "securerandom", "set", "shellwords", "singleton", "socket", "stringio",
        "strscan", "syslog", "tempfile", "time", "timeout", "tmpdir", "tsort", "un", "uri", "weakref", "yaml",
        "zlib", "rexml", "bundler", "thread", "rbconfig", "enumerator", "continuation", "ruby2_keywords",
        // Ruby 3.1's bundled gems.
        "rake", "minitest", "power_assert", "test", "test-unit", "rss", "net-ftp", "net-imap", "net-pop",
        "net-smtp", "rbs", "typeprof", "debug",
        // CocoaPods 1.17 and the gems it depends on.
        "cocoapods", "cocoapods-core", "cocoapods_core", "cocoapods-downloader", "cocoapods-plugins",
        "cocoapods-search", "cocoapods-trunk", "cocoapods-try", "cocoapods-deintegrate", "claide", "xcodeproj",
        "molinillo", "nap", "fourflusher", "gh_inspector", "escape", "colored2", "active_support", "activesupport",
        "concurrent", "i18n", "tzinfo", "public_suffix", "addressable", "algoliasearch", "httpclient", "ffi",
        "ethon", "typhoeus", "netrc", "CFPropertyList", "cfpropertylist", "atomos", "nanaimo",
    ]

    /// Whether `feature` (`json`, `active_support/core_ext/string`, `digest/md5`) names one of them.
    static func contains(_ feature: String) -> Bool {
        var name = Substring(feature)
        if name.hasSuffix(".rb") { name = name.dropLast(3) }
        let first = name.split(separator: "/", maxSplits: 1).first.map(String.init) ?? String(name)
        return names.contains(first)
    }
}
