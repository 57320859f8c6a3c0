Pod::Spec.new do |s|
  s.name          = 'Multi'
  s.version       = '1.0'
  s.summary       = 'Exercises many lint messages at once.'
  s.description   = 'Exercises many lint messages at once, so one snapshot covers each family.'
  s.homepage      = 'https://example.org/multi'
  s.license       = { :type => 'MIT', :file => 'LICENSE.txt.zip', :foo => 'bar' }
  s.authors       = { 'Jane' => 'jane@example.org' }
  s.source        = { :git => 'git@example.org:me/multi.git', :tag => s.version.to_s, :folder => 'x' }
  s.requires_arc  = 'true'
  s.deprecated_in_favor_of = 'Multi'
  s.module_name   = 'Multi-Kit'
  s.ios.deployment_target = '12.0'
  s.osx.deployment_target = '10.13'
  s.frameworks    = 'UIKit.framework'
  s.libraries     = 'libz.dylib', 'xml2,z'
  s.compiler_flags = '-Wno-unused'
  s.script_phases = [{ :name => 'P', :extra => 1, :execution_position => :sometime }]
  s.on_demand_resources = { 'tag' => { :paths => 'a', :category => :weird } }
  s.source_files  = '/abs/*.m'

  s.subspec 'Sub' do |ss|
    ss.homepage = 'https://example.org/sub'
    ss.requires_app_host = true
    ss.info_plist = { 'A' => 'b' }
    ss.scheme = { :launch_arguments => ['x'] }
    ss.source_files = 'Sub/*.m'
  end

  s.subspec 'Empty' do |ss|
  end

  s.test_spec 'Tests' do |t|
    t.test_type = :bogus
    t.app_host_name = 'Multi/App'
    t.scheme = { :environment_variables => 1, :code_coverage => 'yes', :parallelizable => 'no', :build_configurations => [], :bogus => 1 }
    t.source_files = 'Tests/*.m'
  end
end
