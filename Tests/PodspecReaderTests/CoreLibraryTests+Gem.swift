import Testing

/// RubyGems' `Gem::Version` and `Gem::Requirement`, each asserting Ruby 3.1's `inspect`.
extension CoreLibraryTests {
    /// A Gem::Version spells `-` as `.pre.`, compares by canonical segments (`1.0 == 1.0.0`, a letter segment
    /// before a number), and answers `bump`, `release`, `segments`, `approximate_recommendation`.
    @Test func gemVersion() throws {
        try expectRuby([
            (
                "v = Gem::Version.new('1.2.3'); [v, v.bump, v.segments, v.prerelease?, v.approximate_recommendation]",
                #"[#<Gem::Version "1.2.3">, #<Gem::Version "1.3">, [1, 2, 3], false, "~> 1.2"]"#
            ),
            (
                "v = Gem::Version.new('1.2.3-beta'); [v.to_s, v.segments, v.release, v.prerelease?]",
                #"["1.2.3.pre.beta", [1, 2, 3, "pre", "beta"], #<Gem::Version "1.2.3">, true]"#
            ),
            (
                "%w[1.0.0.beta 1.0 1.0.0 1.10 1.9].map { |t| Gem::Version.new('1.0') <=> Gem::Version.new(t) }",
                "[1, 0, 0, -1, -1]"
            ),
            (
                "[Gem::Version.new('1.2').eql?(Gem::Version.new('1.2.0')), Gem::Version.new('1.2.0.0').canonical_segments]",
                "[false, [1, 2]]"
            ),
            (
                "[Gem::Version.correct?('1.2.3-beta'), Gem::Version.correct?('junk!'), (Gem::Version.new('junk!') rescue $!.message)]",
                #"[true, false, "Malformed version number string junk!"]"#
            ),
        ])
    }

    /// A Gem::Requirement parses `op version` pairs (`=` when none, `>= 0` when empty), prints them, and
    /// `satisfied_by?` (also `===` in `case`) checks each, `~>` up to the next release.
    @Test func gemRequirement() throws {
        try expectRuby([
            (
                "%w[1.3 2.0 1.2.0.a].map { |t| Gem::Requirement.new('~> 1.2').satisfied_by?(Gem::Version.new(t)) }",
                "[true, false, false]"
            ),
            (
                "[Gem::Requirement.new('>= 1.0', '< 2').to_s, Gem::Requirement.new('1.2').to_s, Gem::Requirement.new.to_s]",
                #"[">= 1.0, < 2", "= 1.2", ">= 0"]"#
            ),
            (
                "[Gem::Requirement.create(['>= 1', '< 3']).to_s, Gem::Requirement.create(Gem::Version.new('1.2')).to_s, Gem::Requirement.create(nil).to_s]",
                #"[">= 1, < 3", "= 1.2", ">= 0"]"#
            ),
            (
                "[Gem::Requirement.new('~> 1.2').requirements, (Gem::Requirement.new('junk') rescue $!.message)]",
                #"[[["~>", #<Gem::Version "1.2">]], "Illformed requirement [\"junk\"]"]"#
            ),
            ("case Gem::Version.new('1.5') when Gem::Requirement.new('~> 1.2') then :yes else :no end", ":yes"),
        ])
    }
}
