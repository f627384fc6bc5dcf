module github.com/olsenhome/leads-dialer

go 1.22

require (
	github.com/kelseyhightower/envconfig v1.4.0
	github.com/stretchr/testify v1.9.0
)
