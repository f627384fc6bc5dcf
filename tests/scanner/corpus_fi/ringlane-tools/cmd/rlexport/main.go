// rlexport dumps every Ringlane contact list (and optionally its contacts) to CSV,
// for RevOps' quarterly list hygiene review.
package main

import (
	"encoding/csv"
	"flag"
	"fmt"
	"log"
	"net/url"
	"os"
	"strconv"
)

type contactList struct {
	ID           string `json:"id"`
	Name         string `json:"name"`
	ContactCount int    `json:"contactCount"`
	CreatedAt    string `json:"createdAt"`
}

type contact struct {
	Phone     string `json:"phone"`
	FirstName string `json:"firstName"`
	LastName  string `json:"lastName"`
}

func main() {
	acting := flag.String("as", os.Getenv("RL_ACTING_EMAIL"), "Ringlane login email to act as")
	withContacts := flag.Bool("contacts", false, "also export contacts of each list")
	flag.Parse()

	key := os.Getenv("RL_API_KEY")
	if key == "" || *acting == "" {
		log.Fatal("RL_API_KEY and -as (or RL_ACTING_EMAIL) are required")
	}
	c := newAPIClient(key, *acting)

	var page struct {
		Data []contactList `json:"data"`
	}
	if err := c.get("/contact-lists?limit=200", &page); err != nil {
		log.Fatal(err)
	}

	w := csv.NewWriter(os.Stdout)
	defer w.Flush()
	_ = w.Write([]string{"list_id", "list_name", "contacts", "created_at", "phone", "first_name", "last_name"})
	for _, l := range page.Data {
		row := []string{l.ID, l.Name, strconv.Itoa(l.ContactCount), l.CreatedAt}
		if !*withContacts {
			_ = w.Write(append(row, "", "", ""))
			continue
		}
		var contacts struct {
			Data []contact `json:"data"`
		}
		path := fmt.Sprintf("/contact-lists/%s/contacts", url.PathEscape(l.ID))
		if err := c.get(path, &contacts); err != nil {
			log.Printf("skip %s: %v", l.ID, err)
			continue
		}
		for _, ct := range contacts.Data {
			_ = w.Write(append(row, ct.Phone, ct.FirstName, ct.LastName))
		}
	}
}
