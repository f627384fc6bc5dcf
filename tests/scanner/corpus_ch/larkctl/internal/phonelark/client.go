package phonelark

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"time"
)

type Client struct {
	base    string
	key     string
	actorID string
	http    *http.Client
}

func New(host, key, actorID string) *Client {
	if host == "" {
		host = DefaultHost
	}
	return &Client{
		base:    host + fmt.Sprintf(basePathFmt, APIVersion),
		key:     key,
		actorID: actorID,
		http:    &http.Client{Timeout: 15 * time.Second},
	}
}

type ContactList struct {
	ID   string `json:"id"`
	Name string `json:"name"`
	Size int    `json:"size"`
}

func (c *Client) ListContactLists(ctx context.Context) ([]ContactList, error) {
	var out []ContactList
	err := c.do(ctx, http.MethodGet, "/contact-lists", nil, &out)
	return out, err
}

func (c *Client) DeleteContactList(ctx context.Context, id string) error {
	return c.do(ctx, http.MethodDelete, "/contact-lists/"+url.PathEscape(id), nil, nil)
}

func (c *Client) AddContacts(ctx context.Context, id string, phones []string) error {
	contacts := make([]map[string]string, 0, len(phones))
	for _, p := range phones {
		contacts = append(contacts, map[string]string{"phone": p})
	}
	path := fmt.Sprintf("/contact-lists/%s/contacts", url.PathEscape(id))
	return c.do(ctx, http.MethodPost, path, map[string]any{"contacts": contacts}, nil)
}

func (c *Client) do(ctx context.Context, method, path string, in, out any) error {
	var body bytes.Buffer
	if in != nil {
		if err := json.NewEncoder(&body).Encode(in); err != nil {
			return err
		}
	}
	req, err := http.NewRequestWithContext(ctx, method, c.base+path, &body)
	if err != nil {
		return err
	}
	req.Header.Set(headerAPIKey, c.key)
	req.Header.Set(headerActorID, c.actorID)
	req.Header.Set("User-Agent", userAgent)
	req.Header.Set("Content-Type", "application/json")

	resp, err := c.http.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()

	if resp.StatusCode >= 300 {
		return decodeError(resp)
	}
	if out == nil {
		return nil
	}
	return json.NewDecoder(resp.Body).Decode(out)
}
