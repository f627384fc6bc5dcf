module github.com/northwind/dhctl

go 1.21

require (
	github.com/spf13/cobra v1.8.0
	github.com/slack-go/slack v0.12.3
)
