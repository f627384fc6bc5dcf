module github.com/fieldwise/fieldwise-bff

go 1.22

require (
	github.com/go-chi/chi/v5 v5.0.12
	github.com/golang-jwt/jwt/v5 v5.2.0
	github.com/stripe/stripe-go/v76 v76.16.0
)
