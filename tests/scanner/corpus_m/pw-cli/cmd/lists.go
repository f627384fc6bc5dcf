package cmd

import (
	"errors"
	"fmt"
	"os"
	"text/tabwriter"

	"github.com/parcelwise/pw-cli/internal/ringlane"
	"github.com/spf13/cobra"
	"github.com/spf13/viper"
)

func newClient() *ringlane.Client {
	return ringlane.New(viper.GetString("ringlane.url"), viper.GetString("ringlane.key"), viper.GetString("ringlane.as"))
}

var listsCmd = &cobra.Command{
	Use:   "lists",
	Short: "Manage RingLane call lists",
}

var listsLsCmd = &cobra.Command{
	Use:   "ls",
	Short: "List call lists",
	RunE: func(cmd *cobra.Command, args []string) error {
		lists, err := newClient().ContactLists(cmd.Context())
		if err != nil {
			var apiErr *ringlane.APIError
			if errors.As(err, &apiErr) && apiErr.UserNotFound() {
				return fmt.Errorf("RingLane doesn't know %q - pass --as with your RingLane login", viper.GetString("ringlane.as"))
			}
			return err
		}
		w := tabwriter.NewWriter(os.Stdout, 0, 4, 2, ' ', 0)
		fmt.Fprintln(w, "ID\tNAME\tSIZE")
		for _, l := range lists {
			fmt.Fprintf(w, "%s\t%s\t%d\n", l.ID, l.Name, l.Size)
		}
		return w.Flush()
	},
}

var listsRmPhoneCmd = &cobra.Command{
	Use:   "rm-phone LIST_ID PHONE",
	Short: "Remove a phone number from a call list (GDPR requests)",
	Args:  cobra.ExactArgs(2),
	RunE: func(cmd *cobra.Command, args []string) error {
		return newClient().RemoveContact(cmd.Context(), args[0], args[1])
	},
}

func init() {
	listsCmd.AddCommand(listsLsCmd, listsRmPhoneCmd)
	rootCmd.AddCommand(listsCmd)
}
