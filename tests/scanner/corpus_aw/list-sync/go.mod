module github.com/fernhollow/list-sync

go 1.22

require (
	github.com/cenkalti/backoff/v4 v4.3.0
	gopkg.in/yaml.v3 v3.0.1
)
