# frozen_string_literal: true

require_relative "lib/ringlane_client/version"

Gem::Specification.new do |spec|
  spec.name          = "ringlane_client"
  spec.version       = RinglaneClient::VERSION
  spec.authors       = ["Quarrystone Solar Engineering"]
  spec.summary       = "Thin Faraday wrapper around the Ringlane dialer API"
  spec.files         = Dir["lib/**/*.rb"]
  spec.require_paths = ["lib"]
  spec.required_ruby_version = ">= 3.1"

  spec.add_dependency "faraday", "~> 2.9"
  spec.add_dependency "faraday-retry", "~> 2.2"
end
