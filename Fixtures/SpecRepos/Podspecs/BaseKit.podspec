Pod::Spec.new do |s|
  s.name         = 'BaseKit'
  s.version      = '2.0.0'
  s.summary      = 'Networking primitives shared by the spec-repo test pods.'
  s.description  = 'BaseKit is the dependency of PushTest, pushed in the same command to check the order.'
  s.homepage     = 'https://example.com/base-kit'
  s.license      = { :type => 'MIT', :text => 'Permission is hereby granted.' }
  s.author       = { 'Jane Appleseed' => 'jane@example.com' }
  s.source       = { :git => 'https://example.com/base-kit.git', :tag => s.version.to_s }
  s.ios.deployment_target = '12.0'
  s.source_files = 'Sources/**/*.swift'
end
