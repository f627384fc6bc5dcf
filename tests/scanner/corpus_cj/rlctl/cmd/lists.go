package cmd

import (
	"fmt"
	"time"

	"github.com/brightmoor/rlctl/internal/config"
	"github.com/brightmoor/rlctl/internal/ringlane"
	"github.com/spf13/cobra"
)

var listsCmd = &cobra.Command{
	Use:   "lists",
	Short: "Show Ringlane contact lists",
	RunE: func(cmd *cobra.Command, args []string) error {
		cfg, err := config.Load()
		if err != nil {
			return err
		}
		c := ringlane.New(cfg.Ringlane.Host, cfg.Ringlane.APIKey, cfg.Ringlane.ActingSub)
		var lists []ringlane.ContactList
		for attempt := 0; attempt < 3; attempt++ {
			lists, err = c.ListContactLists()
			if err == nil || !ringlane.Retryable(err) {
				break
			}
			time.Sleep(time.Duration(attempt+1) * time.Second)
		}
		if err != nil {
			return err
		}
		for _, l := range lists {
			fmt.Printf("%-24s %-40s %6d\n", l.ID, l.Name, l.Size)
		}
		return nil
	},
}

func init() { rootCmd.AddCommand(listsCmd) }
