Pod::Spec.new do |s|
  s.name         = 'NoLicense'
  s.version      = '1.0.0'
  s.summary      = 'A pod without a license file.'
  s.homepage     = 'https://example.com/NoLicense'
  s.license      = 'MIT'
  s.author       = { 'Author' => 'author@example.com' }
  s.source       = { :git => 'https://example.com/NoLicense.git', :tag => s.version.to_s }
  s.platform     = :ios, '12.0'
  s.source_files = 'Sources/*.{h,m}'
end
