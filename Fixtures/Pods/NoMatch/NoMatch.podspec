Pod::Spec.new do |s|
  s.name         = 'NoMatch'
  s.version      = '1.0.0'
  s.summary      = 'A pod whose source_files pattern matches nothing.'
  s.homepage     = 'https://example.com/NoMatch'
  s.license      = { :type => 'MIT', :file => 'LICENSE' }
  s.author       = { 'Author' => 'author@example.com' }
  s.source       = { :git => 'https://example.com/NoMatch.git', :tag => s.version.to_s }
  s.platform     = :ios, '12.0'
  s.source_files = 'Classes/**/*.{h,m}'
end
