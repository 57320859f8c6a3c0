Pod::Spec.new do |s|
  s.name         = 'MovedHeader'
  s.version      = '1.0.0'
  s.summary      = 'A pod importing a header that moved.'
  s.homepage     = 'https://example.com/MovedHeader'
  s.license      = { :type => 'MIT', :file => 'LICENSE' }
  s.author       = { 'Author' => 'author@example.com' }
  s.source       = { :git => 'https://example.com/MovedHeader.git', :tag => s.version.to_s }
  s.platform     = :ios, '12.0'
  s.source_files = 'Path/To/*.{h,m}'
end
