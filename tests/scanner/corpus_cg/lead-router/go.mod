module github.com/kestrelledger/lead-router

go 1.22

require (
	github.com/google/go-github/v60 v60.0.0
	gopkg.in/yaml.v3 v3.0.1
)
