module github.com/brightmoor/lead-sync

go 1.21

require (
	github.com/go-resty/resty/v2 v2.12.0
	github.com/robfig/cron/v3 v3.0.1
	golang.org/x/oauth2 v0.18.0
)
