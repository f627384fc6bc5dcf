package calling

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"net/http"
	"time"
)

var ErrUserNotFound = errors.New("dialwave: acting user not found")

type Client struct {
	BaseHost   string // https://api.dialwave.io
	APIKey     string
	ActingUser string
	HTTP       *http.Client
}

type apiError struct {
	Error   string          `json:"error"`
	Details json.RawMessage `json:"details,omitempty"`
}

func (c *Client) url(path string) string {
	return fmt.Sprintf("%s/api/public/%s%s", c.BaseHost, apiVersion, path)
}

func (c *Client) do(ctx context.Context, method, path string, body any, out any) error {
	var buf bytes.Buffer
	if body != nil {
		if err := json.NewEncoder(&buf).Encode(body); err != nil {
			return err
		}
	}
	req, err := http.NewRequestWithContext(ctx, method, c.url(path), &buf)
	if err != nil {
		return err
	}
	req.Header.Set(HeaderAPIKey, c.APIKey)
	req.Header.Set(HeaderActingEmail, c.ActingUser)
	req.Header.Set("Content-Type", "application/json")

	resp, err := c.HTTP.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()

	switch {
	case resp.StatusCode == http.StatusBadGateway:
		time.Sleep(2 * time.Second)
		return c.do(ctx, method, path, body, out)
	case resp.StatusCode >= 400:
		var e apiError
		_ = json.NewDecoder(resp.Body).Decode(&e)
		if resp.StatusCode == http.StatusNotFound && e.Error == "user not found" {
			return ErrUserNotFound
		}
		return fmt.Errorf("dialwave status %d", resp.StatusCode)
	}
	if out != nil {
		return json.NewDecoder(resp.Body).Decode(out)
	}
	return nil
}

type ListSummary struct {
	ID            int    `json:"id"`
	Name          string `json:"name"`
	ContactsCount int    `json:"contactsCount"`
}

func (c *Client) Lists(ctx context.Context) ([]ListSummary, error) {
	var out struct {
		Items []ListSummary `json:"items"`
	}
	err := c.do(ctx, http.MethodGet, "/contact-lists", nil, &out)
	return out.Items, err
}
