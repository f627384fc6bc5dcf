package cmd

import (
	"bufio"
	"fmt"
	"os"
	"strings"
	"text/tabwriter"

	"github.com/spf13/cobra"
)

var listsCmd = &cobra.Command{
	Use:   "lists",
	Short: "Manage contact lists",
}

var listsLsCmd = &cobra.Command{
	Use:   "ls",
	Short: "List contact lists",
	RunE: func(cmd *cobra.Command, args []string) error {
		lists, err := newClient().ListContactLists(cmd.Context())
		if err != nil {
			return err
		}
		w := tabwriter.NewWriter(os.Stdout, 0, 4, 2, ' ', 0)
		fmt.Fprintln(w, "ID\tNAME\tCONTACTS")
		for _, l := range lists {
			fmt.Fprintf(w, "%s\t%s\t%d\n", l.ID, l.Name, l.ContactCount)
		}
		return w.Flush()
	},
}

var listsImportCmd = &cobra.Command{
	Use:   "import <list-id> <file>",
	Short: "Append phone numbers (one per line) to a list",
	Args:  cobra.ExactArgs(2),
	RunE: func(cmd *cobra.Command, args []string) error {
		f, err := os.Open(args[1])
		if err != nil {
			return err
		}
		defer f.Close()
		var phones []string
		sc := bufio.NewScanner(f)
		for sc.Scan() {
			if p := strings.TrimSpace(sc.Text()); p != "" {
				phones = append(phones, p)
			}
		}
		return newClient().AddContacts(cmd.Context(), args[0], phones)
	},
}

func init() {
	listsCmd.AddCommand(listsLsCmd, listsImportCmd)
	rootCmd.AddCommand(listsCmd)
}
