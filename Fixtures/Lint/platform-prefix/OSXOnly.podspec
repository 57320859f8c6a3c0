Pod::Spec.new do |s|
  s.name         = 'OSXOnly'
  s.version      = '1.0'
  s.summary      = 'Parses bananas into structured fruit data.'
  s.description  = 'Parses bananas into structured fruit data, with ripeness and origin.'
  s.homepage     = 'https://example.org/OSXOnly'
  s.license      = { :type => 'MIT', :file => 'LICENSE' }
  s.authors      = { 'Jane' => 'jane@example.org' }
  s.platform     = :osx, '10.10'
  s.source       = { :git => 'http://github.com/me/OSXOnly', :tag => '1.0' }
  s.source_files = '/abs/*.m'
end
