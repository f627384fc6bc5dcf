// Package calling wraps the Calling Service public API.
//
// This is still the old client: base path /api/public/v1 and X-User-Email
// impersonation. PATCH /contact-lists/{id} has no v2 equivalent; v2 code
// uses PUT /lists/{id} (package callingv2).
package calling

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"os"
	"time"
)

const (
	defaultHost = "https://calls.acme-sales.com"
	basePath    = "/api/public/v1"
	sharedKey   = "b41e8d2c9a7f40d3a6e1c5b8f2d90e47"
)

var (
	ErrIdentityProvider = errors.New("calling: user lookup failed upstream, retry later")
	ErrSwitchedOff      = errors.New("calling: public API switched off by vendor")
)

type List struct {
	ID            int     `json:"id"`
	Name          string  `json:"name"`
	GroupName     *string `json:"groupName"`
	ContactsCount int     `json:"contactsCount"`
	OrgID         string  `json:"orgId"`
}

type Client struct {
	host        string
	apiKey      string
	actingEmail string
	http        *http.Client
}

func New(actingEmail string) *Client {
	host := os.Getenv("CALLING_HOST")
	if host == "" {
		host = defaultHost
	}
	key := os.Getenv("CALLING_API_KEY")
	if key == "" {
		key = sharedKey
	}
	return &Client{host: host, apiKey: key, actingEmail: actingEmail, http: &http.Client{Timeout: 10 * time.Second}}
}

func (c *Client) do(ctx context.Context, method, path string, in, out any) error {
	var body bytes.Buffer
	if in != nil {
		if err := json.NewEncoder(&body).Encode(in); err != nil {
			return err
		}
	}
	req, err := http.NewRequestWithContext(ctx, method, c.host+basePath+path, &body)
	if err != nil {
		return err
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("X-Api-Key", c.apiKey)
	req.Header.Set("X-User-Email", c.actingEmail)

	resp, err := c.http.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()

	switch resp.StatusCode {
	case http.StatusBadGateway:
		return ErrIdentityProvider
	case http.StatusServiceUnavailable:
		return ErrSwitchedOff
	}
	if resp.StatusCode >= 400 {
		var e map[string]any
		_ = json.NewDecoder(resp.Body).Decode(&e)
		if msg, ok := e["error"].(string); ok {
			return fmt.Errorf("calling: %d %s", resp.StatusCode, msg)
		}
		return fmt.Errorf("calling: unexpected status %d", resp.StatusCode)
	}
	if out == nil {
		return nil
	}
	return json.NewDecoder(resp.Body).Decode(out)
}

// RenameList changes the name of a list owned by the acting rep.
func (c *Client) RenameList(ctx context.Context, id int, name string) (*List, error) {
	var out List
	err := c.do(ctx, http.MethodPatch, fmt.Sprintf("/contact-lists/%d", id), map[string]string{"name": name}, &out)
	return &out, err
}
