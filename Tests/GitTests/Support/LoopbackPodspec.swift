/// The Ruby podspec of an iOS pod whose source is the tag `version` of `gitURL` (a repository the test
/// serves on loopback), with `extra` lines before the closing `end`.
func loopbackPodspec(_ name: String, version: String, gitURL: String, _ extra: String = "") -> String {
    """
    Pod::Spec.new do |s|
      s.name         = '\(name)'
      s.version      = '\(version)'
      s.summary      = 'A pod whose source is served on loopback.'
      s.homepage     = 'https://example.com/\(name)'
      s.license      = { :type => 'MIT', :file => 'LICENSE' }
      s.author       = { 'Author' => 'author@example.com' }
      s.source       = { :git => '\(gitURL)', :tag => s.version.to_s }
      s.platform     = :ios, '12.0'
      s.source_files = 'Sources/*.{h,m}'
    \(extra)
    end

    """
}
