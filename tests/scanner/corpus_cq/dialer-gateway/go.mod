module github.com/quillmark/dialer-gateway

go 1.22

require (
	github.com/go-chi/chi/v5 v5.0.12
	github.com/kelseyhightower/envconfig v1.4.0
	gopkg.in/yaml.v3 v3.0.1
)
