package cmd

import (
	"errors"
	"fmt"
	"os"
	"text/tabwriter"

	"github.com/quarryvale/larkctl/internal/phonelark"
	"github.com/spf13/cobra"
	"github.com/spf13/viper"
)

var listsCmd = &cobra.Command{
	Use:   "lists",
	Short: "Show contact lists on the dialer",
	RunE: func(cmd *cobra.Command, args []string) error {
		c := phonelark.New(viper.GetString("host"), viper.GetString("api_key"), viper.GetString("actor_id"))
		lists, err := c.ListContactLists(cmd.Context())
		if errors.Is(err, phonelark.ErrIdPDown) {
			return fmt.Errorf("%w (try again in a minute)", err)
		}
		if err != nil {
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

func init() { rootCmd.AddCommand(listsCmd) }
