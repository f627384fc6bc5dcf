module github.com/brightmoor/sdr-tools

go 1.22

require github.com/spf13/cobra v1.8.0
