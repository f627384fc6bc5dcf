module github.com/harborline/harbor-core

go 1.22

require (
	github.com/gin-gonic/gin v1.10.0
	github.com/jackc/pgx/v5 v5.6.0
	github.com/robfig/cron/v3 v3.0.1
	github.com/stretchr/testify v1.9.0
	github.com/stripe/stripe-go/v76 v76.25.0
	go.uber.org/zap v1.27.0
)
