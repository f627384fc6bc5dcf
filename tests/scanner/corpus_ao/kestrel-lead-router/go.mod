module github.com/kestrelmutual/lead-router

go 1.22

require (
	github.com/go-chi/chi/v5 v5.0.12
	gopkg.in/yaml.v3 v3.0.1
)
