

Gem::Specification.new do |spec|
  spec.name          = "callvane"
  spec.version       = "0.6.1"
  spec.authors       = ["Brightfold Platform Team"]
  spec.email         = ["platform@brightfold.app"]
  spec.summary       = "Thin Ruby wrapper for the Callvane public API"
  spec.homepage      = "https://github.com/brightfold/callvane-ruby"
  spec.license       = "MIT"
  spec.required_ruby_version = ">= 3.0"

  spec.files = Dir["lib/**/*.rb", "README.md"]
  spec.require_paths = ["lib"]

  spec.add_dependency "faraday", "~> 2.9"
  spec.add_development_dependency "rspec", "~> 3.13"
  spec.add_development_dependency "webmock", "~> 3.23"
end
