// Package dialstack is a small typed client for the Dialstack public API.
package dialstack

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"strings"
	"time"
)

const (
	headerAPIKey     = "X-Api-Key"
	headerActingUser = "X-User-Id"
)

type Config struct {
	BaseURL string
	APIKey  string
	Timeout time.Duration
}

type Client struct {
	base   string
	apiKey string
	http   *http.Client
}

type ContactList struct {
	ID        string    `json:"id"`
	Name      string    `json:"name"`
	Size      int       `json:"size"`
	CreatedAt time.Time `json:"created_at"`
}

func NewClient(cfg Config) *Client {
	return &Client{
		base:   strings.TrimRight(cfg.BaseURL, "/"),
		apiKey: cfg.APIKey,
		http:   &http.Client{Timeout: cfg.Timeout},
	}
}

func (c *Client) do(ctx context.Context, method, path, actingUserID string, in, out any) error {
	var body *bytes.Reader
	if in != nil {
		b, err := json.Marshal(in)
		if err != nil {
			return err
		}
		body = bytes.NewReader(b)
	} else {
		body = bytes.NewReader(nil)
	}
	return withRetry(ctx, func() (*http.Response, error) {
		req, err := http.NewRequestWithContext(ctx, method, c.base+path, body)
		if err != nil {
			return nil, err
		}
		req.Header.Set(headerAPIKey, c.apiKey)
		req.Header.Set(headerActingUser, actingUserID)
		req.Header.Set("Content-Type", "application/json")
		body.Seek(0, 0)
		return c.http.Do(req)
	}, out)
}

func (c *Client) ListContactLists(ctx context.Context, userID string) ([]ContactList, error) {
	var out struct {
		Items []ContactList `json:"items"`
	}
	err := c.do(ctx, http.MethodGet, "/contact-lists", userID, nil, &out)
	return out.Items, err
}

func (c *Client) GetContactList(ctx context.Context, userID, id string) (*ContactList, error) {
	var out ContactList
	err := c.do(ctx, http.MethodGet, "/contact-lists/"+url.PathEscape(id), userID, nil, &out)
	return &out, err
}

func (c *Client) AddContacts(ctx context.Context, userID, listID string, phones []string) error {
	contacts := make([]map[string]string, 0, len(phones))
	for _, p := range phones {
		contacts = append(contacts, map[string]string{"phone": p})
	}
	path := fmt.Sprintf("/contact-lists/%s/contacts", url.PathEscape(listID))
	return c.do(ctx, http.MethodPost, path, userID, map[string]any{"contacts": contacts}, nil)
}

func (c *Client) RemoveContact(ctx context.Context, userID, listID, phone string) error {
	path := fmt.Sprintf("/contact-lists/%s/contacts/%s", url.PathEscape(listID), url.PathEscape(phone))
	return c.do(ctx, http.MethodDelete, path, userID, nil, nil)
}
