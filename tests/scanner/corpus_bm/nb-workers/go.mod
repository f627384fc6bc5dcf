module github.com/northbeamsolar/nb-workers

go 1.22

require (
	github.com/robfig/cron/v3 v3.0.1
	github.com/jackc/pgx/v5 v5.6.0
	github.com/stretchr/testify v1.9.0
)
