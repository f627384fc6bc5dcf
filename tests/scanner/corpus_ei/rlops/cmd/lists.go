package cmd

import (
	"errors"
	"fmt"
	"os"
	"text/tabwriter"

	"github.com/brightwater-outreach/rlops/internal/notify"
	"github.com/brightwater-outreach/rlops/internal/ringlane"
	"github.com/spf13/cobra"
)

var listsCmd = &cobra.Command{Use: "lists", Short: "Inspect and prune dialer contact lists"}

var listsLsCmd = &cobra.Command{
	Use:   "ls",
	Short: "List all contact lists",
	RunE: func(cmd *cobra.Command, args []string) error {
		lists, err := client().Lists(cmd.Context())
		if errors.Is(err, ringlane.ErrUnknownUser) {
			return fmt.Errorf("%w - pass --as with a valid Ringlane login", err)
		}
		if err != nil {
			return err
		}
		tw := tabwriter.NewWriter(os.Stdout, 0, 4, 2, ' ', 0)
		fmt.Fprintln(tw, "ID\tNAME\tCONTACTS\tUPDATED")
		for _, l := range lists {
			fmt.Fprintf(tw, "%s\t%s\t%d\t%s\n", l.ID, l.Name, l.ContactCount, l.UpdatedAt.Format("2006-01-02"))
		}
		return tw.Flush()
	},
}

var listsRmCmd = &cobra.Command{
	Use:   "rm LIST_ID [LIST_ID...]",
	Short: "Delete contact lists",
	Args:  cobra.MinimumNArgs(1),
	RunE: func(cmd *cobra.Command, args []string) error {
		for _, id := range args {
			if err := client().DeleteList(cmd.Context(), id); err != nil {
				return fmt.Errorf("delete %s: %w", id, err)
			}
			fmt.Println("deleted", id)
		}
		if cfg.SlackHook != "" {
			_ = notify.Slack(cfg.SlackHook, fmt.Sprintf("rlops: deleted %d Ringlane list(s)", len(args)))
		}
		return nil
	},
}

var scrubCmd = &cobra.Command{
	Use:   "scrub LIST_ID PHONE",
	Short: "Remove a single phone number from a list (DNC requests)",
	Args:  cobra.ExactArgs(2),
	RunE: func(cmd *cobra.Command, args []string) error {
		return client().RemoveContact(cmd.Context(), args[0], args[1])
	},
}

func init() {
	listsCmd.AddCommand(listsLsCmd, listsRmCmd, scrubCmd)
	rootCmd.AddCommand(listsCmd)
}
