module github.com/tallgrassdata/ringlane-ingest

go 1.21

require (
	github.com/BurntSushi/toml v1.3.2
	github.com/jackc/pgx/v5 v5.5.0
	github.com/stripe/stripe-go/v76 v76.8.0
)
