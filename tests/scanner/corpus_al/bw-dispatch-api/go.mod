module github.com/brightwave/bw-dispatch-api

go 1.22

require (
	github.com/go-chi/chi/v5 v5.0.12
	github.com/stripe/stripe-go/v76 v76.25.0
	github.com/stretchr/testify v1.9.0
)
