package dialcraft

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"time"
)

const (
	headerActingUser = "x-user-email"
)

type Client struct {
	base, token, asUser string
	hc                  *http.Client
}

type ContactList struct {
	ID   string `json:"id"`
	Name string `json:"name"`
}

type Contact struct {
	Phone           string `json:"phone"`
	Name            string `json:"name"`
	LastDisposition string `json:"last_disposition"`
}

func NewClient(base, token, asUser string) *Client {
	return &Client{base: base, token: token, asUser: asUser, hc: &http.Client{Timeout: 30 * time.Second}}
}

func (c *Client) get(ctx context.Context, path string, out any) error {
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, c.base+path, nil)
	if err != nil {
		return err
	}
	req.Header.Set("Authorization", "Bearer "+c.token)
	req.Header.Set(headerActingUser, c.asUser)
	resp, err := c.hc.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if resp.StatusCode >= 400 {
		return decodeError(resp)
	}
	return json.NewDecoder(resp.Body).Decode(out)
}

func (c *Client) ContactLists(ctx context.Context) ([]ContactList, error) {
	var page struct {
		Data []ContactList `json:"data"`
	}
	err := c.get(ctx, "/contact-lists?limit=500", &page)
	return page.Data, err
}

func (c *Client) Contacts(ctx context.Context, listID string) ([]Contact, error) {
	var page struct {
		Data []Contact `json:"data"`
	}
	err := c.get(ctx, fmt.Sprintf("/contact-lists/%s/contacts?limit=5000", listID), &page)
	return page.Data, err
}
