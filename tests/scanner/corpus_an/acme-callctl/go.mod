module github.com/acme-solar/callctl

go 1.22

require github.com/spf13/cobra v1.8.0
