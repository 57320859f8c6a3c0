Pod::Spec.new do |s|
  s.name             = 'Example'
  s.version          = '1.0.0'
  s.summary          = 'A bundled example pod for podspec.'
  s.description      = <<-DESC
    An example pod used by `make run` to show podspec reading and linting a podspec.
  DESC
  s.homepage         = 'https://example.com/Example'
  s.license          = { :type => 'MIT', :file => 'LICENSE' }
  s.author           = { 'Example Author' => 'author@example.com' }
  s.source           = { :git => 'https://example.com/Example.git', :tag => s.version.to_s }
  s.ios.deployment_target = '12.0'
  s.swift_versions   = ['5.0']
  s.source_files     = 'Sources/**/*.swift'
  s.dependency 'Alamofire', '~> 5.0'
end
