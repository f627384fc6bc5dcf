// Package ringlane is the workers' client for the legacy Ringlane list API.
// Calls and members moved to v2 (see internal/ringlanev2); lists are still on v1.
package ringlane

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"net/url"
	"os"
	"time"
)

const defaultBaseURL = "https://api.ringlane.com/api/public/v1"

var (
	ErrUnknownUser  = errors.New("ringlane: acting user not found")
	ErrAPIDisabled  = errors.New("ringlane: API disabled for workspace")
	ErrListNotFound = errors.New("ringlane: contact list not found")
)

type Client struct {
	BaseURL string
	Key     string
	HTTP    *http.Client
}

func New() *Client {
	base := os.Getenv("RINGLANE_API_URL")
	if base == "" {
		base = defaultBaseURL
	}
	return &Client{BaseURL: base, Key: os.Getenv("RINGLANE_API_KEY"), HTTP: &http.Client{Timeout: 15 * time.Second}}
}

type apiError struct {
	Error   string `json:"error"`
	Details []struct {
		Path    string `json:"path"`
		Message string `json:"message"`
	} `json:"details"`
}

func (c *Client) do(ctx context.Context, method, path, oktaID string, in, out any) error {
	var body bytes.Buffer
	if in != nil {
		if err := json.NewEncoder(&body).Encode(in); err != nil {
			return err
		}
	}
	for attempt := 0; ; attempt++ {
		req, err := http.NewRequestWithContext(ctx, method, c.BaseURL+path, bytes.NewReader(body.Bytes()))
		if err != nil {
			return err
		}
		req.Header.Set("X-Api-Key", c.Key)
		req.Header.Set("X-User-Id", oktaID)
		req.Header.Set("Content-Type", "application/json")

		res, err := c.HTTP.Do(req)
		if err != nil {
			return err
		}
		if res.StatusCode == http.StatusBadGateway && attempt < 2 {
			res.Body.Close()
			time.Sleep(time.Duration(attempt+1) * 500 * time.Millisecond)
			continue
		}
		defer res.Body.Close()
		if res.StatusCode < 300 {
			if out == nil {
				return nil
			}
			return json.NewDecoder(res.Body).Decode(out)
		}
		var e apiError
		_ = json.NewDecoder(res.Body).Decode(&e)
		switch {
		case res.StatusCode == http.StatusNotFound && e.Error == "user not found":
			return ErrUnknownUser
		case res.StatusCode == http.StatusNotFound:
			return ErrListNotFound
		case res.StatusCode == http.StatusServiceUnavailable:
			return ErrAPIDisabled
		}
		return fmt.Errorf("ringlane %s %s: %d %s", method, path, res.StatusCode, e.Error)
	}
}

type ContactList struct {
	ID           string `json:"id"`
	Name         string `json:"name"`
	ContactCount int    `json:"contactCount"`
}

func (c *Client) Lists(ctx context.Context, oktaID string) ([]ContactList, error) {
	var out []ContactList
	return out, c.do(ctx, http.MethodGet, "/contact-lists", oktaID, nil, &out)
}

func (c *Client) UpdateList(ctx context.Context, oktaID, id, name string) error {
	return c.do(ctx, http.MethodPatch, "/contact-lists/"+id, oktaID, map[string]string{"name": name}, nil)
}

func (c *Client) AppendPhones(ctx context.Context, oktaID, id string, phones []string) error {
	contacts := make([]map[string]string, len(phones))
	for i, p := range phones {
		contacts[i] = map[string]string{"phone": p}
	}
	return c.do(ctx, http.MethodPost, fmt.Sprintf("/contact-lists/%s/contacts", id), oktaID, map[string]any{"contacts": contacts}, nil)
}

func (c *Client) RemovePhone(ctx context.Context, oktaID, id, phone string) error {
	return c.do(ctx, http.MethodDelete, fmt.Sprintf("/contact-lists/%s/contacts/%s", id, url.PathEscape(phone)), oktaID, nil, nil)
}
