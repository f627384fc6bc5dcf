module github.com/okapi-analytics/dialer-gateway

go 1.21

require (
	github.com/go-chi/chi/v5 v5.0.11
	github.com/jmoiron/sqlx v1.3.5
	github.com/lib/pq v1.10.9
	github.com/kelseyhightower/envconfig v1.4.0
)
