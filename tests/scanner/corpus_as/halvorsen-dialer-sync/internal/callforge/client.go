package callforge

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
	cfg  Config
	http *http.Client
}

func New(cfg Config) *Client {
	return &Client{cfg: cfg, http: &http.Client{Timeout: cfg.Timeout}}
}

type ContactList struct {
	ID    string `json:"id"`
	Name  string `json:"name"`
	Count int    `json:"contactCount"`
}

func (c *Client) do(ctx context.Context, method, path string, in, out any) error {
	var body []byte
	if in != nil {
		body, _ = json.Marshal(in)
	}
	for attempt := 0; ; attempt++ {
		req, err := http.NewRequestWithContext(ctx, method, c.cfg.BaseURL+path, bytes.NewReader(body))
		if err != nil {
			return err
		}
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set("X-Api-Key", c.cfg.APIKey)
		req.Header.Set("X-User-Email", c.cfg.ActingEmail)

		resp, err := c.http.Do(req)
		if err != nil {
			return err
		}
		if retryableStatus[resp.StatusCode] && attempt < 4 {
			resp.Body.Close()
			time.Sleep(backoff(attempt))
			continue
		}
		defer resp.Body.Close()
		if resp.StatusCode >= 400 {
			return decodeError(resp)
		}
		if out != nil {
			return json.NewDecoder(resp.Body).Decode(out)
		}
		return nil
	}
}

func (c *Client) ContactLists(ctx context.Context) ([]ContactList, error) {
	var res struct {
		Items []ContactList `json:"items"`
	}
	err := c.do(ctx, http.MethodGet, "/contact-lists?limit=500", nil, &res)
	return res.Items, err
}

func (c *Client) CreateContactList(ctx context.Context, name string) (ContactList, error) {
	var cl ContactList
	err := c.do(ctx, http.MethodPost, "/contact-lists", map[string]string{"name": name}, &cl)
	return cl, err
}

func (c *Client) AddPhones(ctx context.Context, listID string, phones []string) error {
	return c.do(ctx, http.MethodPost, fmt.Sprintf("/contact-lists/%s/contacts", listID), map[string]any{"phones": phones}, nil)
}

func (c *Client) RemovePhone(ctx context.Context, listID, phone string) error {
	return c.do(ctx, http.MethodDelete, fmt.Sprintf("/contact-lists/%s/contacts/%s", listID, url.PathEscape(phone)), nil, nil)
}
