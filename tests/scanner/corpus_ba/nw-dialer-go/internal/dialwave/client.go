package dialwave

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
	defaultBaseURL = "https://api.dialwave.com/api/public/v1"
	headerAPIKey   = "X-Api-Key"
	headerUserID   = "X-User-Id"
)

// Client talks to the Dialwave public API on behalf of a single Okta user.
type Client struct {
	baseURL   string
	apiKey    string
	oktaUID   string
	http      *http.Client
}

func NewFromEnv(oktaUID string) *Client {
	base := os.Getenv("DIALWAVE_BASE_URL")
	if base == "" {
		base = defaultBaseURL
	}
	return &Client{
		baseURL: base,
		apiKey:  os.Getenv("DIALWAVE_API_KEY"),
		oktaUID: oktaUID,
		http:    &http.Client{Timeout: 20 * time.Second},
	}
}

type Contact struct {
	Phone     string `json:"phone"`
	FirstName string `json:"first_name,omitempty"`
	LastName  string `json:"last_name,omitempty"`
}

func (c *Client) do(ctx context.Context, method, path string, body any, out any) error {
	var buf bytes.Buffer
	if body != nil {
		if err := json.NewEncoder(&buf).Encode(body); err != nil {
			return err
		}
	}
	req, err := http.NewRequestWithContext(ctx, method, c.baseURL+path, &buf)
	if err != nil {
		return err
	}
	req.Header.Set(headerAPIKey, c.apiKey)
	req.Header.Set(headerUserID, c.oktaUID)
	req.Header.Set("Content-Type", "application/json")

	resp, err := c.http.Do(req)
	if err != nil {
		return fmt.Errorf("dialwave %s %s: %w", method, path, err)
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

func (c *Client) AddContacts(ctx context.Context, listID string, contacts []Contact) error {
	path := fmt.Sprintf("/contact-lists/%s/contacts", url.PathEscape(listID))
	return c.do(ctx, http.MethodPost, path, map[string]any{"contacts": contacts}, nil)
}

func (c *Client) RemoveContact(ctx context.Context, listID, phone string) error {
	path := fmt.Sprintf("/contact-lists/%s/contacts/%s", url.PathEscape(listID), url.PathEscape(phone))
	return c.do(ctx, http.MethodDelete, path, nil, nil)
}
