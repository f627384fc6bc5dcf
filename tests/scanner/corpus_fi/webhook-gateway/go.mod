module github.com/brindlefreight/webhook-gateway

go 1.22

require (
	github.com/go-chi/chi/v5 v5.0.12
	github.com/stretchr/testify v1.9.0
)
