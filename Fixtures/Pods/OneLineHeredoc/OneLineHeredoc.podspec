Pod::Spec.new do |s|
  s.name         = 'OneLineHeredoc'
  s.version      = '1.0.0'
  s.summary      = 'A pod whose description heredoc was written on one line.'
  s.description  = <<-DESC A longer description. DESC
  s.homepage     = 'https://example.com/OneLineHeredoc'
  s.license      = { :type => 'MIT', :file => 'LICENSE' }
  s.author       = { 'Author' => 'author@example.com' }
  s.source       = { :git => 'https://example.com/OneLineHeredoc.git', :tag => s.version.to_s }
  s.platform     = :ios, '12.0'
  s.source_files = 'Sources/*.swift'
end
