package main

import (
	"context"
	"errors"
	"fmt"
	"os"

	"github.com/acme-solar/callctl/internal/callharbor"
	"github.com/acme-solar/callctl/internal/crm"
	"github.com/spf13/cobra"
)

func main() {
	var apiURL string
	root := &cobra.Command{Use: "callctl", Short: "Manage CallHarbor dialing lists from the CRM"}
	root.PersistentFlags().StringVar(&apiURL, "api-url", os.Getenv("CALLHARBOR_API_URL"), "CallHarbor API base URL")

	client := func() *callharbor.Client {
		return callharbor.New(apiURL, os.Getenv("CALLHARBOR_API_KEY"), os.Getenv("CALLHARBOR_USER"))
	}

	ls := &cobra.Command{Use: "ls", RunE: func(cmd *cobra.Command, _ []string) error {
		lists, err := client().ListContactLists(cmd.Context())
		if err != nil {
			return err
		}
		for _, l := range lists {
			fmt.Printf("%-28s %-40s %6d\n", l.ID, l.Name, l.ContactCount)
		}
		return nil
	}}

	push := &cobra.Command{Use: "push SEGMENT LIST_ID", Args: cobra.ExactArgs(2), RunE: func(cmd *cobra.Command, args []string) error {
		c, err := crm.Login(cmd.Context(), os.Getenv("CRM_CLIENT_ID"), os.Getenv("CRM_CLIENT_SECRET"), os.Getenv("USER"))
		if err != nil {
			return err
		}
		phones, err := c.LeadPhones(cmd.Context(), args[0])
		if err != nil {
			return err
		}
		return client().AddContacts(cmd.Context(), args[1], phones)
	}}

	root.AddCommand(ls, push)
	if err := root.ExecuteContext(context.Background()); err != nil {
		var apiErr *callharbor.APIError
		if errors.As(err, &apiErr) && apiErr.Temporary() {
			fmt.Fprintln(os.Stderr, "temporary CallHarbor failure, try again:", err)
			os.Exit(75)
		}
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
}
