module github.com/harbour/ring-relay

go 1.22

require (
	github.com/go-chi/chi/v5 v5.0.12
	github.com/kelseyhightower/envconfig v1.4.0
)
