Pod::Spec.new do |s|
  s.name = 'Bananas'
  s.description = <<-SPEC
end
