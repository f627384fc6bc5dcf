package main

import (
	"errors"
	"fmt"
	"log"
	"os"

	"github.com/kestrelfreight/kcall/pkg/ringlane"
	"github.com/urfave/cli/v2"
)

func client(c *cli.Context) *ringlane.Client {
	return ringlane.New(c.String("api-key"), c.String("as"), ringlane.WithBaseURL(c.String("base-url")))
}

func main() {
	app := &cli.App{
		Name:  "kcall",
		Usage: "manage Ringlane dialer lists for Kestrel dispatch",
		Flags: []cli.Flag{
			&cli.StringFlag{Name: "api-key", EnvVars: []string{"RINGLANE_API_KEY"}, Required: true},
			&cli.StringFlag{Name: "as", Usage: "dispatcher email to act as", EnvVars: []string{"KCALL_AS"}},
			&cli.StringFlag{Name: "base-url", Value: ringlane.DefaultBaseURL, EnvVars: []string{"RINGLANE_BASE_URL"}},
		},
		Commands: []*cli.Command{
			{
				Name:  "lists",
				Usage: "show contact lists",
				Action: func(c *cli.Context) error {
					lists, err := client(c).ListContactLists(c.Context)
					if errors.Is(err, ringlane.ErrUserNotFound) {
						return cli.Exit("you don't have a Ringlane seat", 2)
					}
					if err != nil {
						return err
					}
					for _, l := range lists {
						fmt.Printf("%s\t%s\t%d\n", l.ID, l.Name, l.ContactCount)
					}
					return nil
				},
			},
			{
				Name:      "add",
				Usage:     "add phone numbers to a list",
				ArgsUsage: "LIST_ID PHONE...",
				Action: func(c *cli.Context) error {
					var contacts []ringlane.Contact
					for _, p := range c.Args().Tail() {
						contacts = append(contacts, ringlane.Contact{Phone: p})
					}
					n, err := client(c).AddContacts(c.Context, c.Args().First(), contacts)
					if err != nil {
						return err
					}
					fmt.Printf("added %d\n", n)
					return nil
				},
			},
		},
	}
	if err := app.Run(os.Args); err != nil {
		log.Fatal(err)
	}
}
