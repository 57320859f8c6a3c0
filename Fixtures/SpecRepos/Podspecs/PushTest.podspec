Pod::Spec.new do |s|
  s.name         = 'PushTest'
  s.version      = '1.4'
  s.summary      = 'A pod used to test pushing to a private spec repo.'
  s.description  = 'PushTest exists so that the spec-repo tests have a valid podspec to push.'
  s.homepage     = 'https://example.com/push-test'
  s.license      = { :type => 'MIT', :text => 'Permission is hereby granted.' }
  s.author       = { 'Test Author' => 'author@example.com' }
  s.source       = { :git => 'https://example.com/push-test.git', :tag => s.version.to_s }
  s.ios.deployment_target = '12.0'
  s.source_files = 'Sources/**/*.swift'
  s.dependency 'BaseKit', '~> 2.0'
end
