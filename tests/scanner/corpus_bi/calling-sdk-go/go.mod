module git.meridian.io/platform/calling-sdk-go

go 1.22

require (
	github.com/hashicorp/go-retryablehttp v0.7.7
	github.com/stretchr/testify v1.9.0
)
