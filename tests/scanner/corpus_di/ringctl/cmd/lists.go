package cmd

import (
	"encoding/json"
	"fmt"
	"os"
	"text/tabwriter"

	"github.com/spf13/cobra"
)

var listsCmd = &cobra.Command{Use: "lists", Aliases: []string{"cl"}, Short: "Manage contact lists"}

var listsLsCmd = &cobra.Command{
	Use:   "ls",
	Short: "List contact lists",
	RunE: func(cmd *cobra.Command, _ []string) error {
		var out struct {
			Data []struct {
				ID    string `json:"id"`
				Name  string `json:"name"`
				Count int    `json:"contact_count"`
			} `json:"data"`
		}
		if err := client(cmd).Get(cmd.Context(), "/contact-lists", &out); err != nil {
			return err
		}
		if output == "json" {
			return json.NewEncoder(os.Stdout).Encode(out.Data)
		}
		tw := tabwriter.NewWriter(os.Stdout, 0, 4, 2, ' ', 0)
		fmt.Fprintln(tw, "ID\tNAME\tCONTACTS")
		for _, l := range out.Data {
			fmt.Fprintf(tw, "%s\t%s\t%d\n", l.ID, l.Name, l.Count)
		}
		return tw.Flush()
	},
}

var listsRmCmd = &cobra.Command{
	Use:   "rm LIST_ID",
	Short: "Delete a contact list",
	Args:  cobra.ExactArgs(1),
	RunE: func(cmd *cobra.Command, args []string) error {
		return client(cmd).Delete(cmd.Context(), "/contact-lists/"+args[0])
	},
}

var listsRenameCmd = &cobra.Command{
	Use:   "rename LIST_ID NEW_NAME",
	Short: "Rename a contact list",
	Args:  cobra.ExactArgs(2),
	RunE: func(cmd *cobra.Command, args []string) error {
		return client(cmd).Patch(cmd.Context(), fmt.Sprintf("/contact-lists/%s", args[0]), map[string]string{"name": args[1]})
	},
}

func init() {
	listsCmd.AddCommand(listsLsCmd, listsRmCmd, listsRenameCmd)
	rootCmd.AddCommand(listsCmd)
}
