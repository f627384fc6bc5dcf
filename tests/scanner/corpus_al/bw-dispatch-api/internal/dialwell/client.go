package dialwell

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/url"
	"time"
)

type Client struct {
	cfg  Config
	http *http.Client
}

func New(cfg Config) *Client {
	return &Client{cfg: cfg, http: &http.Client{Timeout: 10 * time.Second}}
}

type Contact struct {
	Phone string `json:"phone"`
	Name  string `json:"name,omitempty"`
}

func (c *Client) AddToList(ctx context.Context, listID string, contacts []Contact) error {
	body, _ := json.Marshal(map[string]any{"contacts": contacts})
	path := fmt.Sprintf("/contact-lists/%s/contacts", url.PathEscape(listID))
	return c.do(ctx, http.MethodPost, path, body)
}

func (c *Client) RemoveFromList(ctx context.Context, listID, phone string) error {
	path := fmt.Sprintf("/contact-lists/%s/contacts/%s", url.PathEscape(listID), url.PathEscape(phone))
	return c.do(ctx, http.MethodDelete, path, nil)
}

func (c *Client) do(ctx context.Context, method, path string, body []byte) error {
	var lastErr error
	for attempt := 1; attempt <= c.cfg.MaxAttempts; attempt++ {
		req, err := http.NewRequestWithContext(ctx, method, c.cfg.BaseURL+path, bytes.NewReader(body))
		if err != nil {
			return err
		}
		req.Header.Set(headerAPIKey, c.cfg.APIKey)
		req.Header.Set(headerActingUID, c.cfg.ActingUser)
		req.Header.Set("Content-Type", "application/json")

		resp, err := c.http.Do(req)
		if err != nil {
			lastErr = err
			continue
		}
		lastErr = c.check(resp)
		resp.Body.Close()
		if lastErr != ErrIdPUnavailable {
			return lastErr
		}
		time.Sleep(time.Duration(attempt*attempt) * 200 * time.Millisecond)
	}
	return lastErr
}

func (c *Client) check(resp *http.Response) error {
	if resp.StatusCode < 300 {
		return nil
	}
	var ae apiError
	_ = json.NewDecoder(resp.Body).Decode(&ae)
	switch resp.StatusCode {
	case http.StatusBadGateway:
		return ErrIdPUnavailable
	case http.StatusServiceUnavailable:
		return ErrAPIDisabled
	case http.StatusNotFound:
		if ae.Message == "user not found" {
			return ErrUserNotFound
		}
		return ErrListNotFound
	}
	return fmt.Errorf("dialwell %d: %s", resp.StatusCode, ae.String())
}
