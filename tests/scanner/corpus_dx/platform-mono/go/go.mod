module github.com/halyard-freight/platform-mono/go

go 1.22

require (
	github.com/spf13/cobra v1.8.0
	github.com/hashicorp/go-retryablehttp v0.7.5
	golang.org/x/sync v0.6.0
)
