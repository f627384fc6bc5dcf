module github.com/parcelwise/pw-cli

go 1.22

require (
	github.com/spf13/cobra v1.8.0
	github.com/spf13/viper v1.18.2
)
