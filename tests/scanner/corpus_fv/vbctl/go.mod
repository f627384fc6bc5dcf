module gitlab.pebblecart.io/revops/vbctl

go 1.22

require (
	github.com/hashicorp/go-retryablehttp v0.7.7
	github.com/olekukonko/tablewriter v0.0.5
	github.com/spf13/cobra v1.8.1
	github.com/spf13/viper v1.19.0
)
