module github.com/tessellate-health/recall-svc

go 1.22

require (
	github.com/go-resty/resty/v2 v2.12.0
	github.com/kelseyhightower/envconfig v1.4.0
)
