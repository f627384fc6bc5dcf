module github.com/harborviewcx/crm-bridge

go 1.22

require (
	github.com/vonage/vonage-go-sdk v0.15.0
	gopkg.in/yaml.v3 v3.0.1
)
