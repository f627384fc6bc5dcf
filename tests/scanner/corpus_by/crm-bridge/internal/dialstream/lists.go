package dialstream

import (
	"fmt"
	"net/http"
	"net/url"
)

type ContactList struct {
	ID    string `json:"id"`
	Name  string `json:"name"`
	Count int    `json:"contact_count"`
}

type listPage struct {
	Data []ContactList `json:"data"`
	Next string        `json:"next"`
}

func (c *Client) ContactLists() ([]ContactList, error) {
	var p listPage
	err := c.do(http.MethodGet, "/contact-lists", nil, &p)
	return p.Data, err
}

func (c *Client) GetContactList(id string) (*ContactList, error) {
	var cl ContactList
	err := c.do(http.MethodGet, fmt.Sprintf("/contact-lists/%s", url.PathEscape(id)), nil, &cl)
	return &cl, err
}

func (c *Client) DeleteContactList(id string) error {
	return c.do(http.MethodDelete, "/contact-lists/"+url.PathEscape(id), nil, nil)
}

func (c *Client) AddPhones(id string, phones []string) error {
	body := map[string]any{"contacts": toContacts(phones)}
	return c.do(http.MethodPost, "/contact-lists/"+url.PathEscape(id)+"/contacts", body, nil)
}

func toContacts(phones []string) []map[string]string {
	out := make([]map[string]string, 0, len(phones))
	for _, p := range phones {
		out = append(out, map[string]string{"phone": p})
	}
	return out
}
