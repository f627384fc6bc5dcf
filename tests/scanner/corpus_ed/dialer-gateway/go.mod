module github.com/brightmoor/dialer-gateway

go 1.22

require (
	github.com/prometheus/client_golang v1.19.0
	go.uber.org/zap v1.27.0
)
