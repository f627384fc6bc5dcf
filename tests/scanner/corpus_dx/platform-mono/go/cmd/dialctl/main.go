package main

import (
	"context"
	"fmt"
	"os"
	"time"

	"github.com/halyard-freight/platform-mono/go/internal/ringlane"
	"github.com/spf13/cobra"
)

func main() {
	root := &cobra.Command{Use: "dialctl", Short: "Manage Ringlane dialer lists from the terminal"}
	root.AddCommand(listsCmd(), purgeCmd())
	if err := root.Execute(); err != nil {
		os.Exit(1)
	}
}

func listsCmd() *cobra.Command {
	return &cobra.Command{
		Use:   "lists",
		Short: "Print all dialer contact lists",
		RunE: func(cmd *cobra.Command, _ []string) error {
			c, err := ringlane.NewFromEnv()
			if err != nil {
				return err
			}
			var lists []ringlane.ContactList
			for attempt := 0; attempt < 4; attempt++ {
				lists, err = c.ListContactLists(cmd.Context())
				if err == nil || !ringlane.Retryable(err) {
					break
				}
				time.Sleep(time.Duration(attempt+1) * 2 * time.Second)
			}
			if err != nil {
				return err
			}
			for _, l := range lists {
				fmt.Printf("%-28s %-40s %6d\n", l.ID, l.Name, l.Size)
			}
			return nil
		},
	}
}

func purgeCmd() *cobra.Command {
	var dryRun bool
	cmd := &cobra.Command{
		Use:   "purge LIST_ID PHONE...",
		Short: "Remove phone numbers from a list (DNC requests)",
		Args:  cobra.MinimumNArgs(2),
		RunE: func(cmd *cobra.Command, args []string) error {
			c, err := ringlane.NewFromEnv()
			if err != nil {
				return err
			}
			ctx, cancel := context.WithTimeout(cmd.Context(), 2*time.Minute)
			defer cancel()
			for _, phone := range args[1:] {
				if dryRun {
					fmt.Println("would remove", phone)
					continue
				}
				if err := c.RemoveContact(ctx, args[0], phone); err != nil {
					return fmt.Errorf("remove %s: %w", phone, err)
				}
			}
			return nil
		},
	}
	cmd.Flags().BoolVar(&dryRun, "dry-run", false, "print only")
	return cmd
}
