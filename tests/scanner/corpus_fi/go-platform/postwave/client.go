// Package postwave wraps the Postwave email marketing API (audiences for
// nurture campaigns). Shared by the marketing services.
package postwave

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"time"
)

const defaultBaseURL = "https://api.postwave.com/v1"

type Client struct {
	BaseURL string
	APIKey  string
	HTTP    *http.Client
}

func New(apiKey string) *Client {
	return &Client{BaseURL: defaultBaseURL, APIKey: apiKey, HTTP: &http.Client{Timeout: 10 * time.Second}}
}

type ContactList struct {
	ID          string `json:"id"`
	Name        string `json:"name"`
	Subscribers int    `json:"subscriber_count"`
}

// APIError mirrors Postwave's error body: {"error": "...", "request_id": "..."}.
type APIError struct {
	Status    int    `json:"-"`
	Message   string `json:"error"`
	RequestID string `json:"request_id"`
}

func (e *APIError) Error() string { return fmt.Sprintf("postwave %d: %s (%s)", e.Status, e.Message, e.RequestID) }

func (c *Client) send(ctx context.Context, method, path string, in, out any) error {
	var buf bytes.Buffer
	if in != nil {
		if err := json.NewEncoder(&buf).Encode(in); err != nil {
			return err
		}
	}
	req, err := http.NewRequestWithContext(ctx, method, c.BaseURL+path, &buf)
	if err != nil {
		return err
	}
	req.Header.Set("x-api-key", c.APIKey)
	req.Header.Set("Content-Type", "application/json")
	resp, err := c.HTTP.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if resp.StatusCode >= 400 {
		apiErr := &APIError{Status: resp.StatusCode}
		_ = json.NewDecoder(resp.Body).Decode(apiErr)
		if resp.StatusCode == http.StatusNotFound {
			return fmt.Errorf("postwave: not found: %w", apiErr)
		}
		return apiErr
	}
	if out != nil {
		return json.NewDecoder(resp.Body).Decode(out)
	}
	return nil
}

func (c *Client) CreateContactList(ctx context.Context, name string) (*ContactList, error) {
	var cl ContactList
	err := c.send(ctx, http.MethodPost, "/contact-lists", map[string]string{"name": name}, &cl)
	return &cl, err
}

func (c *Client) AddSubscribers(ctx context.Context, listID string, emails []string) error {
	return c.send(ctx, http.MethodPost, "/contact-lists/"+listID+"/subscribers", map[string][]string{"emails": emails}, nil)
}

func (c *Client) DeleteContactList(ctx context.Context, listID string) error {
	return c.send(ctx, http.MethodDelete, "/contact-lists/"+listID, nil, nil)
}
