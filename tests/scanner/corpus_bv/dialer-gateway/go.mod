module git.quillmetric.com/sales/dialer-gateway

go 1.22

require (
	github.com/go-chi/chi/v5 v5.0.12
	github.com/kelseyhightower/envconfig v1.4.0
	github.com/stretchr/testify v1.9.0
	go.uber.org/zap v1.27.0
)
