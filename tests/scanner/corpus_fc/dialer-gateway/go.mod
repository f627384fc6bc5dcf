module github.com/harborline/dialer-gateway

go 1.22

require (
	github.com/prometheus/client_golang v1.19.1
	github.com/rs/zerolog v1.33.0
)
