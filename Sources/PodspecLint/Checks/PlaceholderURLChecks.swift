import PodspecModel

/// A root URL attribute that warns while it still holds `pod spec create`'s template value.
protocol PlaceholderURLCheck: AttributeHook {
    static var notUpdated: String { get }
    static var pattern: RubyRegex { get }
}

extension PlaceholderURLCheck {
    static func validate(_ value: PodValue, _ context: LintContext) throws {
        if Self.pattern.matches(value) { context.warning(Self.attribute, Self.notUpdated) }
    }
}

/// L19: the homepage must not be `pod spec create`'s example.
struct HomepageCheck: PlaceholderURLCheck {
    static let attribute = "homepage"
    static let scope = HookScope.root
    static let notUpdated = "The homepage has not been updated from default"
    static let pattern = RubyRegex("http://EXAMPLE")

    static let examples = [
        LintExample(#"{"homepage": "https://example.org"}"#),
        LintExample(#"{"homepage": "http://EXAMPLE/Pod"}"#, [.warning("homepage", notUpdated)]),
    ]
}

/// L51: the social media URL must not be the template's.
struct SocialMediaURLCheck: PlaceholderURLCheck {
    static let attribute = "social_media_url"
    static let scope = HookScope.root
    static let notUpdated = "The social media URL has not been updated from the default."
    static let pattern = RubyRegex("https://twitter.com/EXAMPLE")

    static let examples = [
        LintExample(#"{"social_media_url": "https://twitter.com/jane"}"#),
        LintExample(
            #"{"social_media_url": "https://twitter.com/EXAMPLE"}"#, [.warning("social_media_url", notUpdated)]),
    ]
}

/// L52: the readme URL must not be the template's.
struct ReadmeCheck: PlaceholderURLCheck {
    static let attribute = "readme"
    static let scope = HookScope.root
    static let notUpdated = "The readme has not been updated from the default."
    static let pattern = RubyRegex("https://www.example.com/README")

    static let examples = [
        LintExample(#"{"readme": "https://example.org/README.md"}"#),
        LintExample(#"{"readme": "https://www.example.com/README"}"#, [.warning("readme", notUpdated)]),
    ]
}

/// L53: the changelog URL must not be the template's.
struct ChangelogCheck: PlaceholderURLCheck {
    static let attribute = "changelog"
    static let scope = HookScope.root
    static let notUpdated = "The changelog has not been updated from the default."
    static let pattern = RubyRegex("https://www.example.com/CHANGELOG")

    static let examples = [
        LintExample(#"{"changelog": "https://example.org/CHANGELOG.md"}"#),
        LintExample(#"{"changelog": "https://www.example.com/CHANGELOG"}"#, [.warning("changelog", notUpdated)]),
    ]
}
