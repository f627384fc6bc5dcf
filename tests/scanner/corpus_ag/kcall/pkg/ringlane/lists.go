package ringlane

import (
	"bytes"
	"context"
	"encoding/json"
	"net/http"
	"net/url"
)

type ContactList struct {
	ID           string `json:"id"`
	Name         string `json:"name"`
	ContactCount int    `json:"contact_count"`
}

type Contact struct {
	Phone string `json:"phone"`
	Name  string `json:"name,omitempty"`
}

func (c *Client) ListContactLists(ctx context.Context) ([]ContactList, error) {
	var page struct {
		Items []ContactList `json:"items"`
	}
	err := c.do(ctx, http.MethodGet, "/contact-lists", nil, &page)
	return page.Items, err
}

func (c *Client) AddContacts(ctx context.Context, listID string, contacts []Contact) (int, error) {
	buf, _ := json.Marshal(map[string]any{"contacts": contacts})
	var res struct {
		Added int `json:"added"`
	}
	err := c.do(ctx, http.MethodPost, "/contact-lists/"+url.PathEscape(listID)+"/contacts", bytes.NewReader(buf), &res)
	return res.Added, err
}

func (c *Client) RemoveContact(ctx context.Context, listID, phone string) error {
	path := "/contact-lists/" + url.PathEscape(listID) + "/contacts/" + url.PathEscape(phone)
	return c.do(ctx, http.MethodDelete, path, nil, nil)
}
