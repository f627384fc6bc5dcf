module github.com/northbeam/outreach-svc

go 1.22

require (
	github.com/cenkalti/backoff/v4 v4.3.0
	github.com/go-chi/chi/v5 v5.0.12
	github.com/kelseyhightower/envconfig v1.4.0
	github.com/stretchr/testify v1.9.0
	go.uber.org/zap v1.27.0
)
