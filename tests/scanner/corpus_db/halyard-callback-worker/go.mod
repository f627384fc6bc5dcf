module gitlab.com/halyard/callback-worker

go 1.22

require (
	github.com/go-resty/resty/v2 v2.13.1
	github.com/spf13/viper v1.19.0
	github.com/stretchr/testify v1.9.0
	go.uber.org/zap v1.27.0
)
