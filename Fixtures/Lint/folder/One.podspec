Pod::Spec.new do |s|
  s.name         = 'One'
  s.version      = '1.0'
  s.summary      = 'Parses bananas into structured fruit data.'
  s.description  = 'Parses bananas into structured fruit data, with ripeness and origin.'
  s.homepage     = 'https://example.org/One'
  s.license      = { :type => 'MIT', :file => 'LICENSE' }
  s.authors      = { 'Jane' => 'jane@example.org' }
  s.ios.deployment_target = '12.0'
  s.source = { :git => 'https://example.org/One.git', :tag => '1.0' }
  s.frameworks = 'UIKit.framework'
  s.source_files = 'Sources/*.swift'
end
