package ringlane

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"time"
)

const (
	DefaultBaseURL = "https://api.ringlane.io/api/public/v1"
	headerAPIKey   = "X-Api-Key"
	headerUserID   = "X-User-Id"
)

type Client struct {
	BaseURL string
	APIKey  string
	HTTP    *http.Client
}

func New(baseURL, apiKey string) *Client {
	if baseURL == "" {
		baseURL = DefaultBaseURL
	}
	return &Client{BaseURL: baseURL, APIKey: apiKey, HTTP: &http.Client{Timeout: 15 * time.Second}}
}

type ContactList struct {
	ID           string `json:"id"`
	Name         string `json:"name"`
	ContactCount int    `json:"contactCount"`
}

type ListContact struct {
	Phone       string     `json:"phone"`
	ExternalID  string     `json:"externalId"`
	LastOutcome string     `json:"lastOutcome"`
	LastCallAt  *time.Time `json:"lastCallAt"`
}

func (c *Client) do(ctx context.Context, method, path, actingUser string, out any) error {
	req, err := http.NewRequestWithContext(ctx, method, c.BaseURL+path, nil)
	if err != nil {
		return err
	}
	req.Header.Set(headerAPIKey, c.APIKey)
	req.Header.Set(headerUserID, actingUser)
	req.Header.Set("Accept", "application/json")

	resp, err := c.HTTP.Do(req)
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

// Lists returns the contact lists owned by the acting user.
func (c *Client) Lists(ctx context.Context, googleSub string) ([]ContactList, error) {
	var lists []ContactList
	err := c.do(ctx, http.MethodGet, "/contact-lists", googleSub, &lists)
	return lists, err
}

// Contacts returns the contacts (with last call outcome) of one list.
func (c *Client) Contacts(ctx context.Context, googleSub, listID string) ([]ListContact, error) {
	var contacts []ListContact
	path := fmt.Sprintf("/contact-lists/%s/contacts", url.PathEscape(listID))
	err := c.do(ctx, http.MethodGet, path, googleSub, &contacts)
	return contacts, err
}
