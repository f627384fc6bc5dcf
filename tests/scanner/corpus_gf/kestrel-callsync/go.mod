module gitlab.kestrelhealth.com/revops/callsync

go 1.21

require (
	github.com/cenkalti/backoff/v4 v4.2.1
	github.com/kelseyhightower/envconfig v1.4.0
	github.com/stretchr/testify v1.8.4
	go.uber.org/zap v1.26.0
	gopkg.in/yaml.v3 v3.0.1
)
