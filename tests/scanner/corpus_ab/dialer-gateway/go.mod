module github.com/brightpath/dialer-gateway

go 1.22

require (
	github.com/go-resty/resty/v2 v2.13.1
	github.com/google/uuid v1.6.0
)
