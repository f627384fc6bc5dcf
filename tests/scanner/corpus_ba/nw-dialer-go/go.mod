module github.com/northwind-freight/dialer

go 1.22

require (
	github.com/hashicorp/go-retryablehttp v0.7.7
	github.com/stretchr/testify v1.9.0
	go.uber.org/zap v1.27.0
)
