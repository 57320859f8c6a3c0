Pod::Spec.new do |s|
  s.name         = 'GitHubNoGit'
  s.version      = '1.0.0'
  s.summary      = 'A pod whose GitHub source lacks .git.'
  s.homepage     = 'https://example.com/GitHubNoGit'
  s.license      = { :type => 'MIT', :file => 'LICENSE' }
  s.author       = { 'Author' => 'author@example.com' }
  s.source       = { :git => 'https://github.com/example/GitHubNoGit', :tag => s.version.to_s }
  s.platform     = :ios, '12.0'
  s.source_files = 'Sources/*.swift'
  s.swift_versions = ['5.0']
end
