module github.com/quillon-solar/outbound

go 1.22

require (
	github.com/go-chi/chi/v5 v5.0.12
	github.com/h2non/gock v1.2.0
	github.com/kelseyhightower/envconfig v1.4.0
	github.com/rs/zerolog v1.32.0
)
