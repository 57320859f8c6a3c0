Pod::Spec.new do |s|
  s.name         = 'UsesDepKit'
  s.version      = '1.0.0'
  s.summary      = 'Imports the headers of its dependency, DepKit.'
  s.homepage     = 'https://example.com/UsesDepKit'
  s.license      = { :type => 'MIT', :file => 'LICENSE' }
  s.author       = { 'Author' => 'author@example.com' }
  s.source       = { :git => 'https://example.com/UsesDepKit.git', :tag => s.version.to_s }
  s.ios.deployment_target = '12.0'
  s.osx.deployment_target = '10.13'
  s.source_files = 'Sources/*.{h,m}'
  s.dependency 'DepKit', '~> 1.0'
end
