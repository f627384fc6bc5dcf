package callharbor

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"os"
	"time"
)

const (
	defaultBaseURL = "https://api.callharbor.io/api/public/v1"
	headerAPIKey   = "x-api-key"
	headerUserID   = "x-user-id"
)

type Client struct {
	baseURL    string
	apiKey     string
	actingUser string
	http       *http.Client
}

func NewFromEnv() *Client {
	base := os.Getenv("CALLHARBOR_BASE_URL")
	if base == "" {
		base = defaultBaseURL
	}
	return &Client{
		baseURL:    base,
		apiKey:     os.Getenv("CALLHARBOR_API_KEY"),
		actingUser: os.Getenv("CALLHARBOR_ACTING_USER_ID"),
		http:       &http.Client{Timeout: 15 * time.Second},
	}
}

func (c *Client) do(ctx context.Context, method, path string, in, out any) error {
	var body bytes.Buffer
	if in != nil {
		if err := json.NewEncoder(&body).Encode(in); err != nil {
			return err
		}
	}
	req, err := http.NewRequestWithContext(ctx, method, c.baseURL+path, &body)
	if err != nil {
		return err
	}
	req.Header.Set(headerAPIKey, c.apiKey)
	req.Header.Set(headerUserID, c.actingUser)
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

type ContactList struct {
	ID    string `json:"id"`
	Name  string `json:"name"`
	Count int    `json:"contact_count"`
}

func (c *Client) ListContactLists(ctx context.Context) ([]ContactList, error) {
	var page struct {
		Data []ContactList `json:"data"`
	}
	err := c.do(ctx, http.MethodGet, "/contact-lists", nil, &page)
	return page.Data, err
}

func (c *Client) AppendContacts(ctx context.Context, listID string, phones []string) error {
	contacts := make([]map[string]string, 0, len(phones))
	for _, p := range phones {
		contacts = append(contacts, map[string]string{"phone": p})
	}
	return c.do(ctx, http.MethodPost, fmt.Sprintf("/contact-lists/%s/contacts", listID), map[string]any{"contacts": contacts}, nil)
}

func (c *Client) RemoveContact(ctx context.Context, listID, phone string) error {
	return c.do(ctx, http.MethodDelete, fmt.Sprintf("/contact-lists/%s/contacts/%s", listID, url.PathEscape(phone)), nil, nil)
}
