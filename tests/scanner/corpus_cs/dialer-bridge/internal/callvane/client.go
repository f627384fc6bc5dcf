package callvane

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

const (
	headerAPIKey = "x-api-key"
	headerUserID = "x-user-id"
)

// Client talks to the Callvane public API.
type Client struct {
	baseURL    string
	apiKey     string
	actingUser string
	http       *http.Client
}

func New(baseURL, apiKey, actingUser string, timeout time.Duration) *Client {
	return &Client{
		baseURL:    baseURL,
		apiKey:     apiKey,
		actingUser: actingUser,
		http:       &http.Client{Timeout: timeout},
	}
}

type ContactList struct {
	ID        string    `json:"id"`
	Name      string    `json:"name"`
	Size      int       `json:"size"`
	UpdatedAt time.Time `json:"updated_at"`
}

type Contact struct {
	Phone     string `json:"phone"`
	FirstName string `json:"first_name,omitempty"`
	LastName  string `json:"last_name,omitempty"`
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
	req, err := http.NewRequestWithContext(ctx, method, c.baseURL+path, body)
	if err != nil {
		return err
	}
	req.Header.Set(headerAPIKey, c.apiKey)
	req.Header.Set(headerUserID, c.actingUser)
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("Accept", "application/json")

	resp, err := c.http.Do(req)
	if err != nil {
		return fmt.Errorf("callvane %s %s: %w", method, path, err)
	}
	defer resp.Body.Close()

	if resp.StatusCode >= 400 {
		apiErr := &APIError{StatusCode: resp.StatusCode}
		_ = json.NewDecoder(resp.Body).Decode(apiErr)
		if resp.StatusCode == http.StatusServiceUnavailable {
			apiErr.Message = "callvane public API is disabled: " + apiErr.Message
		}
		return apiErr
	}
	if out == nil || resp.StatusCode == http.StatusNoContent {
		return nil
	}
	return json.NewDecoder(resp.Body).Decode(out)
}

func (c *Client) Lists(ctx context.Context) ([]ContactList, error) {
	var out struct {
		Data []ContactList `json:"data"`
	}
	err := withRetry(ctx, 3, func() error {
		return c.do(ctx, http.MethodGet, "/contact-lists?per_page=100", nil, &out)
	})
	return out.Data, err
}

func (c *Client) GetList(ctx context.Context, id string) (*ContactList, error) {
	var l ContactList
	err := withRetry(ctx, 3, func() error {
		return c.do(ctx, http.MethodGet, "/contact-lists/"+url.PathEscape(id), nil, &l)
	})
	return &l, err
}

func (c *Client) AddContacts(ctx context.Context, listID string, contacts []Contact) error {
	path := fmt.Sprintf("/contact-lists/%s/contacts", url.PathEscape(listID))
	return withRetry(ctx, 3, func() error {
		return c.do(ctx, http.MethodPost, path, map[string]any{"contacts": contacts}, nil)
	})
}

func (c *Client) RemoveContact(ctx context.Context, listID, phone string) error {
	path := fmt.Sprintf("/contact-lists/%s/contacts/%s", url.PathEscape(listID), url.PathEscape(phone))
	return c.do(ctx, http.MethodDelete, path, nil, nil)
}
