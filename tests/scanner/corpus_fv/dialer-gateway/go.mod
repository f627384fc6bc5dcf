module gitlab.pebblecart.io/revops/dialer-gateway

go 1.22

require (
	github.com/go-resty/resty/v2 v2.11.0
	github.com/labstack/echo/v4 v4.11.4
	github.com/spf13/viper v1.18.2
	github.com/svix/svix-webhooks v1.21.0
)
