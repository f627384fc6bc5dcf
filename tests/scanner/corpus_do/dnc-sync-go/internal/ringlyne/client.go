package ringlyne

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"time"
)

const (
	defaultBaseURL = "https://api.ringlyne.io/api/public/v1"
	headerAPIKey   = "X-Api-Key"
	headerUserID   = "X-User-Id"
)

// Client talks to the Ringlyne public API on behalf of one acting user.
type Client struct {
	baseURL string
	apiKey  string
	userID  string
	http    *http.Client
}

func New(baseURL, apiKey, userID string) *Client {
	if baseURL == "" {
		baseURL = defaultBaseURL
	}
	return &Client{baseURL: baseURL, apiKey: apiKey, userID: userID, http: &http.Client{Timeout: 15 * time.Second}}
}

func (c *Client) do(ctx context.Context, method, path string, out any) error {
	req, err := http.NewRequestWithContext(ctx, method, c.baseURL+path, nil)
	if err != nil {
		return err
	}
	req.Header.Set(headerAPIKey, c.apiKey)
	req.Header.Set(headerUserID, c.userID)
	req.Header.Set("Accept", "application/json")

	resp, err := c.http.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	if resp.StatusCode >= 400 {
		return decodeError(resp)
	}
	if out == nil {
		return nil
	}
	return json.NewDecoder(resp.Body).Decode(out)
}

// ContactList is the subset of fields we use.
type ContactList struct {
	ID    string `json:"id"`
	Name  string `json:"name"`
	Count int    `json:"contact_count"`
}

func (c *Client) GetList(ctx context.Context, id string) (*ContactList, error) {
	var cl ContactList
	if err := c.do(ctx, http.MethodGet, "/contact-lists/"+url.PathEscape(id), &cl); err != nil {
		return nil, err
	}
	return &cl, nil
}

func (c *Client) RemoveContact(ctx context.Context, listID, phone string) error {
	path := fmt.Sprintf("/contact-lists/%s/contacts/%s", url.PathEscape(listID), url.PathEscape(phone))
	return c.do(ctx, http.MethodDelete, path, nil)
}
