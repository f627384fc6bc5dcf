require_relative "lib/dialstream_dialer/version"

Gem::Specification.new do |spec|
  spec.name        = "dialstream_dialer"
  spec.version     = DialstreamDialer::VERSION
  spec.authors     = ["Kestrel Platform Team"]
  spec.email       = ["platform@kestrelhome.com"]
  spec.summary     = "Mountable engine wrapping the Dialstream outbound dialer"
  spec.license     = "Nonstandard"

  spec.files = Dir["{app,config,lib}/**/*", "README.md"]

  spec.add_dependency "rails", ">= 7.0"
  spec.add_dependency "faraday", "~> 2.0"
  spec.add_dependency "faraday-retry"
end
