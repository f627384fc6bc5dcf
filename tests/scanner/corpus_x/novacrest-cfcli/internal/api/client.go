package api

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"time"
)

type Client struct {
	host   string
	key    string
	user   string
	http   *http.Client
}

func New(host, key, user string) *Client {
	if host == "" {
		host = DefaultHost
	}
	return &Client{host: host, key: key, user: user, http: &http.Client{Timeout: 20 * time.Second}}
}

type ContactList struct {
	ID           string `json:"id"`
	Name         string `json:"name"`
	ContactCount int    `json:"contactCount"`
}

func (c *Client) do(ctx context.Context, method, path string, in, out any) error {
	var body io.Reader
	if in != nil {
		b, err := json.Marshal(in)
		if err != nil {
			return err
		}
		body = bytes.NewReader(b)
	}
	req, err := http.NewRequestWithContext(ctx, method, c.host+pathPrefix+path, body)
	if err != nil {
		return err
	}
	req.Header.Set(headerKey, c.key)
	req.Header.Set(headerUser, c.user)
	req.Header.Set("Content-Type", "application/json")

	resp, err := c.http.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if resp.StatusCode >= 300 {
		return decodeError(resp)
	}
	if out == nil || resp.StatusCode == http.StatusNoContent {
		return nil
	}
	return json.NewDecoder(resp.Body).Decode(out)
}

func (c *Client) ListContactLists(ctx context.Context) ([]ContactList, error) {
	var out []ContactList
	err := c.do(ctx, http.MethodGet, "/contact-lists", nil, &out)
	return out, err
}

func (c *Client) CreateContactList(ctx context.Context, name string) (*ContactList, error) {
	var out ContactList
	err := c.do(ctx, http.MethodPost, "/contact-lists", map[string]string{"name": name}, &out)
	return &out, err
}

func (c *Client) AddContacts(ctx context.Context, listID string, phones []string) error {
	contacts := make([]map[string]string, 0, len(phones))
	for _, p := range phones {
		contacts = append(contacts, map[string]string{"phone": p})
	}
	return c.do(ctx, http.MethodPost, fmt.Sprintf("/contact-lists/%s/contacts", listID), map[string]any{"contacts": contacts}, nil)
}

func (c *Client) RemoveContact(ctx context.Context, listID, phone string) error {
	return c.do(ctx, http.MethodDelete, fmt.Sprintf("/contact-lists/%s/contacts/%s", listID, url.PathEscape(phone)), nil, nil)
}
