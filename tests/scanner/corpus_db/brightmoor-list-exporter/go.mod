module gitlab.com/brightmoor/list-exporter

go 1.21

require (
	github.com/spf13/viper v1.18.2
	github.com/stretchr/testify v1.8.4
)
