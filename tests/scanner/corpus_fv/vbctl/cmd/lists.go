package cmd

import (
	"bufio"
	"fmt"
	"os"
	"strings"

	"github.com/olekukonko/tablewriter"
	"github.com/spf13/cobra"
)

var listsCmd = &cobra.Command{Use: "lists", Short: "Work with contact lists"}

var listsLsCmd = &cobra.Command{
	Use:   "ls",
	Short: "Show all lists",
	RunE: func(cmd *cobra.Command, _ []string) error {
		lists, err := client().Lists(cmd.Context())
		if err != nil {
			return err
		}
		t := tablewriter.NewWriter(os.Stdout)
		t.SetHeader([]string{"ID", "NAME", "CONTACTS"})
		for _, l := range lists {
			t.Append([]string{l.ID, l.Name, fmt.Sprint(l.Count)})
		}
		t.Render()
		return nil
	},
}

var listsAddCmd = &cobra.Command{
	Use:   "add <list-id> <file>",
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
		return client().AddPhones(cmd.Context(), args[0], phones)
	},
}

var listsRmCmd = &cobra.Command{
	Use:   "rm <list-id> [phone]",
	Short: "Delete a list, or remove one phone number from it",
	Args:  cobra.RangeArgs(1, 2),
	RunE: func(cmd *cobra.Command, args []string) error {
		if len(args) == 2 {
			return client().RemovePhone(cmd.Context(), args[0], args[1])
		}
		return client().DeleteList(cmd.Context(), args[0])
	},
}

func init() {
	listsCmd.AddCommand(listsLsCmd, listsAddCmd, listsRmCmd)
	rootCmd.AddCommand(listsCmd)
}
