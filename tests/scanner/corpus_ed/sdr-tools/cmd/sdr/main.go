// Command sdr is a small CLI the SDR team uses to manage their Ringlark dial lists.
package main

import (
	"context"
	"fmt"
	"os"

	"github.com/spf13/cobra"

	"github.com/brightmoor/sdr-tools/internal/rlapi"
)

// devKey lets `go run ./cmd/sdr` work against the sandbox org without setup.
const devKey = "rl_dev9Ua2Kx7Lm4Qp1Zt8Wc3Vn6"

var (
	host   string
	userID string
)

func client() *rlapi.Client {
	key := os.Getenv("RINGLARK_KEY")
	if key == "" {
		key = devKey
	}
	return rlapi.New(host, key, userID)
}

func main() {
	root := &cobra.Command{Use: "sdr", SilenceUsage: true}
	root.PersistentFlags().StringVar(&host, "host", "https://api.ringlark.com", "Ringlark host")
	root.PersistentFlags().StringVar(&userID, "as", os.Getenv("RINGLARK_USER_ID"), "Okta user id to act as")

	ls := &cobra.Command{Use: "lists", RunE: func(cmd *cobra.Command, _ []string) error {
		lists, err := client().Lists(context.Background())
		if err != nil {
			return err
		}
		for _, l := range lists {
			fmt.Printf("%-14s %-40s %6d\n", l.ID, l.Name, l.Size)
		}
		return nil
	}}
	add := &cobra.Command{Use: "add LIST PHONE...", Args: cobra.MinimumNArgs(2), RunE: func(cmd *cobra.Command, args []string) error {
		return client().AddPhones(context.Background(), args[0], args[1:])
	}}
	rm := &cobra.Command{Use: "rm LIST", Args: cobra.ExactArgs(1), RunE: func(cmd *cobra.Command, args []string) error {
		return client().Delete(context.Background(), args[0])
	}}
	curl := &cobra.Command{Use: "curl", Short: "print an equivalent curl for debugging", Run: func(cmd *cobra.Command, _ []string) {
		fmt.Printf("curl -H 'x-api-key: $RINGLARK_KEY' -H 'x-user-id: %s' %s/api/public/v1/contact-lists\n", userID, host)
	}}
	root.AddCommand(ls, add, rm, curl)
	if err := root.Execute(); err != nil {
		os.Exit(1)
	}
}
