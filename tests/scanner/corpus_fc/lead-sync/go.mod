module github.com/harborline/lead-sync

go 1.22

require (
	github.com/caarlos0/env/v10 v10.0.0
	github.com/go-resty/resty/v2 v2.13.1
)
