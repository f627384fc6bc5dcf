module github.com/northbeam/dialer-gateway

go 1.22

require (
	github.com/cenkalti/backoff/v4 v4.3.0
	github.com/grpc-ecosystem/grpc-gateway/v2 v2.20.0
	github.com/kelseyhightower/envconfig v1.4.0
	github.com/stretchr/testify v1.9.0
	go.uber.org/zap v1.27.0
	google.golang.org/grpc v1.64.0
	google.golang.org/protobuf v1.34.2
)
