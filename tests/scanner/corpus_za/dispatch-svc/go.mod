module github.com/harborline/dispatch-svc

go 1.22

require (
	github.com/go-chi/chi/v5 v5.0.12
	github.com/go-chi/httprate v0.9.0
	github.com/stripe/stripe-go/v76 v76.25.0
	github.com/kelseyhightower/envconfig v1.4.0
)
