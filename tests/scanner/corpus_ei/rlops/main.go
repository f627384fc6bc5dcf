package main

import (
	"os"

	"github.com/brightwater-outreach/rlops/cmd"
)

func main() {
	if err := cmd.Execute(); err != nil {
		os.Exit(1)
	}
}
