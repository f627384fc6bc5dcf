package cmd

import (
	"fmt"
	"net/url"

	"github.com/spf13/cobra"
)

var contactsCmd = &cobra.Command{Use: "contacts", Short: "Add or remove phones on a contact list"}

var contactsAddCmd = &cobra.Command{
	Use:   "add LIST_ID PHONE...",
	Args:  cobra.MinimumNArgs(2),
	Short: "Append phone numbers to a list",
	RunE: func(cmd *cobra.Command, args []string) error {
		contacts := make([]map[string]string, 0, len(args)-1)
		for _, p := range args[1:] {
			contacts = append(contacts, map[string]string{"phone": p})
		}
		var res struct {
			Added    int      `json:"added"`
			Rejected []string `json:"rejected"`
		}
		path := fmt.Sprintf("/contact-lists/%s/contacts", args[0])
		if err := client(cmd).Post(cmd.Context(), path, map[string]any{"contacts": contacts}, &res); err != nil {
			return err
		}
		fmt.Printf("added %d, rejected %v\n", res.Added, res.Rejected)
		return nil
	},
}

var contactsRmCmd = &cobra.Command{
	Use:   "rm LIST_ID PHONE",
	Args:  cobra.ExactArgs(2),
	Short: "Remove a phone number from a list",
	RunE: func(cmd *cobra.Command, args []string) error {
		return client(cmd).Delete(cmd.Context(), "/contact-lists/"+args[0]+"/contacts/"+url.PathEscape(args[1]))
	},
}

func init() {
	contactsCmd.AddCommand(contactsAddCmd, contactsRmCmd)
	rootCmd.AddCommand(contactsCmd)
}
