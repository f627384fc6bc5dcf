module git.tallowbrook.com/platform/callbridge

go 1.22

require github.com/prometheus/client_golang v1.19.1
