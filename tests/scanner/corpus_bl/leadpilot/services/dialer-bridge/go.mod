module github.com/leadpilot/leadpilot/services/dialer-bridge

go 1.22

require (
	github.com/jackc/pgx/v5 v5.5.3
	github.com/kelseyhightower/envconfig v1.4.0
)
