# frozen_string_literal: true

require_relative "lib/voxmint/version"

Gem::Specification.new do |spec|
  spec.name          = "voxmint-ruby"
  spec.version       = Voxmint::VERSION
  spec.authors       = ["Fernbrook Platform Team"]
  spec.summary       = "Internal Ruby client for the Voxmint dialer API"
  spec.homepage      = "https://github.com/fernbrook/voxmint-ruby"
  spec.license       = "Nonstandard"
  spec.required_ruby_version = ">= 3.0"

  spec.files = Dir["lib/**/*.rb", "README.md", "CHANGELOG.md"]
  spec.require_paths = ["lib"]

  spec.add_dependency "dry-configurable", "~> 1.1"
  spec.add_dependency "dry-validation", "~> 1.10"
  spec.add_dependency "httparty", "~> 0.21"

  spec.add_development_dependency "rspec", "~> 3.12"
  spec.add_development_dependency "webmock", "~> 3.19"
  spec.metadata["allowed_push_host"] = "https://gems.fernbrook.example"
end
