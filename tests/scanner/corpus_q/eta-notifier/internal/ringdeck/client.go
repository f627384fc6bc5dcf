// Package ringdeck is a minimal client for the Ringdeck calling API.
// Only what eta-notifier needs: add/remove a driver on the "late load" call list.
package ringdeck

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
	defaultBaseURL = "https://api.ringdeck.com/api/public/v1"
	headerAPIKey   = "X-Api-Key"
	headerUserID   = "X-User-Id"
)

type Client struct {
	BaseURL    string
	APIKey     string
	UserID     string
	HTTPClient *http.Client
}

func NewFromEnv() *Client {
	base := os.Getenv("RINGDECK_BASE_URL")
	if base == "" {
		base = defaultBaseURL
	}
	return &Client{
		BaseURL:    base,
		APIKey:     os.Getenv("RINGDECK_API_KEY"),
		UserID:     os.Getenv("RINGDECK_USER_ID"),
		HTTPClient: &http.Client{Timeout: 10 * time.Second},
	}
}

func (c *Client) do(ctx context.Context, method, path string, body interface{}, out interface{}) error {
	var buf bytes.Buffer
	if body != nil {
		if err := json.NewEncoder(&buf).Encode(body); err != nil {
			return err
		}
	}
	req, err := http.NewRequestWithContext(ctx, method, c.BaseURL+path, &buf)
	if err != nil {
		return err
	}
	req.Header.Set(headerAPIKey, c.APIKey)
	req.Header.Set(headerUserID, c.UserID)
	req.Header.Set("Content-Type", "application/json")

	var lastErr error
	for attempt := 0; attempt < 3; attempt++ {
		resp, err := c.HTTPClient.Do(req)
		if err != nil {
			lastErr = err
			continue
		}
		apiErr := checkResponse(resp)
		if apiErr == nil {
			defer resp.Body.Close()
			if out != nil {
				return json.NewDecoder(resp.Body).Decode(out)
			}
			return nil
		}
		resp.Body.Close()
		if !apiErr.Temporary() {
			return apiErr
		}
		lastErr = apiErr
		time.Sleep(time.Duration(attempt+1) * 500 * time.Millisecond)
	}
	return fmt.Errorf("ringdeck: giving up after retries: %w", lastErr)
}

// AddDriver appends a phone number to a contact list.
func (c *Client) AddDriver(ctx context.Context, listID, phone string) error {
	payload := map[string]interface{}{"contacts": []map[string]string{{"phone": phone}}}
	return c.do(ctx, http.MethodPost, fmt.Sprintf("/contact-lists/%s/contacts", url.PathEscape(listID)), payload, nil)
}

// RemoveDriver drops a phone number from a contact list (load delivered).
func (c *Client) RemoveDriver(ctx context.Context, listID, phone string) error {
	p := fmt.Sprintf("/contact-lists/%s/contacts/%s", url.PathEscape(listID), url.PathEscape(phone))
	return c.do(ctx, http.MethodDelete, p, nil, nil)
}
