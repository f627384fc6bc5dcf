package ringlane

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

const DefaultBaseURL = "https://api.ringlane.com/api/public/v1"

type Client struct {
	BaseURL    string
	APIKey     string
	ActingUser string
	HTTP       *http.Client
}

type ContactList struct {
	ID           string    `json:"id"`
	Name         string    `json:"name"`
	ContactCount int       `json:"contactCount"`
	UpdatedAt    time.Time `json:"updatedAt"`
}

func New(baseURL, key, actingUser string) *Client {
	if baseURL == "" {
		baseURL = DefaultBaseURL
	}
	return &Client{BaseURL: baseURL, APIKey: key, ActingUser: actingUser, HTTP: &http.Client{Timeout: 15 * time.Second}}
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
	req, err := http.NewRequestWithContext(ctx, method, c.BaseURL+path, body)
	if err != nil {
		return err
	}
	req.Header.Set("X-API-Key", c.APIKey)
	req.Header.Set("X-User-Email", c.ActingUser)
	req.Header.Set("Content-Type", "application/json")

	resp, err := c.HTTP.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()

	if resp.StatusCode < 300 {
		if out == nil || resp.StatusCode == http.StatusNoContent {
			return nil
		}
		return json.NewDecoder(resp.Body).Decode(out)
	}

	var eb apiErrorBody
	_ = json.NewDecoder(resp.Body).Decode(&eb)
	switch {
	case resp.StatusCode == http.StatusBadGateway:
		return fmt.Errorf("%w (%s)", ErrIdPUnavailable, eb.Error)
	case resp.StatusCode == http.StatusServiceUnavailable:
		return ErrAPIDisabled
	case resp.StatusCode == http.StatusNotFound && eb.Error == "user not found":
		return ErrUnknownUser
	}
	return fromBody(resp.StatusCode, eb)
}

func (c *Client) Lists(ctx context.Context) ([]ContactList, error) {
	var out []ContactList
	err := c.do(ctx, http.MethodGet, "/contact-lists", nil, &out)
	return out, err
}

func (c *Client) List(ctx context.Context, id string) (*ContactList, error) {
	var out ContactList
	if err := c.do(ctx, http.MethodGet, "/contact-lists/"+url.PathEscape(id), nil, &out); err != nil {
		return nil, err
	}
	return &out, nil
}

func (c *Client) DeleteList(ctx context.Context, id string) error {
	return c.do(ctx, http.MethodDelete, "/contact-lists/"+url.PathEscape(id), nil, nil)
}

func (c *Client) RemoveContact(ctx context.Context, listID, phone string) error {
	p := fmt.Sprintf("/contact-lists/%s/contacts/%s", url.PathEscape(listID), url.PathEscape(phone))
	return c.do(ctx, http.MethodDelete, p, nil, nil)
}
