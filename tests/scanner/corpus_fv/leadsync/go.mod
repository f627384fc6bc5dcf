module github.com/northwindfreight/leadsync

go 1.21

require (
	github.com/gin-gonic/gin v1.9.1
	github.com/hashicorp/go-retryablehttp v0.7.5
	github.com/spf13/cobra v1.8.0
	github.com/spf13/viper v1.18.2
	github.com/stretchr/testify v1.8.4
)
