Pod::Spec.new do |s|
  s.name         = 'NoVer'
  s.source_files = 'Sources/*.m'
end
