Pod::Spec.new do |s|
  s.name         = 'Broken'
  s.version      = '1.0'
  s.summary      = 'A short description of Broken.'
end
