Pod::Spec.new do |s|
  s.name         = 'Foo'
  s.version      = '1.0'
  s.summary      = 'Foo does one thing and does it well.'
  s.description  = 'Foo sits in the wrong version folder on purpose, to check the path test.'
  s.homepage     = 'https://example.com/foo'
  s.license      = { :type => 'MIT', :text => 'Permission is hereby granted.' }
  s.author       = { 'Test Author' => 'author@example.com' }
  s.source       = { :git => 'https://example.com/foo.git', :tag => s.version.to_s }
  s.ios.deployment_target = '12.0'
  s.source_files = 'Sources/**/*.swift'
end
