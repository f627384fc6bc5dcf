require_relative "lib/ringcadence_engine/version"

Gem::Specification.new do |spec|
  spec.name        = "ringcadence_engine"
  spec.version     = RingcadenceEngine::VERSION
  spec.authors     = ["Brightlane Platform Team"]
  spec.email       = ["platform@brightlane.com"]
  spec.summary     = "RingCadence dialer integration for Brightlane Rails apps"
  spec.license     = "Nonstandard"
  spec.required_ruby_version = ">= 3.1"

  spec.metadata["allowed_push_host"] = "https://gems.brightlane.internal"

  spec.files = Dir["{app,config,lib}/**/*", "README.md", "CHANGELOG.md"]

  spec.add_dependency "rails", ">= 7.0"
  spec.add_dependency "faraday", "~> 2.7"
  spec.add_dependency "faraday-retry", "~> 2.2"

  spec.add_development_dependency "rspec-rails", "~> 6.1"
  spec.add_development_dependency "webmock", "~> 3.19"
  spec.add_development_dependency "vcr", "~> 6.2"
end
