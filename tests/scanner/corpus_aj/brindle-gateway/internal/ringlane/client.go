package ringlane

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"os"
	"time"
)

const (
	defaultBase     = "https://api.ringlane.io/api/public/v1"
	headerAPIKey    = "X-Api-Key"
	headerActingUID = "X-User-Id"
)

type Client struct {
	base string
	key  string
	http *http.Client
}

func New() *Client {
	base := os.Getenv("RINGLANE_BASE_URL")
	if base == "" {
		base = defaultBase
	}
	return &Client{base: base, key: os.Getenv("RINGLANE_API_KEY"), http: &http.Client{Timeout: 10 * time.Second}}
}

type apiError struct {
	Error   string `json:"error"`
	Details []struct {
		Path    string `json:"path"`
		Message string `json:"message"`
	} `json:"details"`
}

var ErrUserNotFound = fmt.Errorf("ringlane: user not found")

func (c *Client) do(ctx context.Context, method, path, idpUserID string, body any) (*http.Response, error) {
	var buf bytes.Buffer
	if body != nil {
		if err := json.NewEncoder(&buf).Encode(body); err != nil {
			return nil, err
		}
	}
	req, err := http.NewRequestWithContext(ctx, method, c.base+path, &buf)
	if err != nil {
		return nil, err
	}
	req.Header.Set(headerAPIKey, c.key)
	req.Header.Set(headerActingUID, idpUserID)
	req.Header.Set("Content-Type", "application/json")
	resp, err := c.http.Do(req)
	if err != nil {
		return nil, err
	}
	if resp.StatusCode < 400 {
		return resp, nil
	}
	defer resp.Body.Close()
	var ae apiError
	_ = json.NewDecoder(resp.Body).Decode(&ae)
	switch resp.StatusCode {
	case http.StatusNotFound:
		if ae.Error == "user not found" {
			return nil, ErrUserNotFound
		}
	case http.StatusBadGateway:
		return nil, fmt.Errorf("ringlane: identity provider unreachable: %w", errTransient)
	case http.StatusServiceUnavailable:
		return nil, fmt.Errorf("ringlane: public API disabled for account")
	}
	return nil, fmt.Errorf("ringlane %d: %s", resp.StatusCode, ae.Error)
}

var errTransient = fmt.Errorf("transient")

func (c *Client) DeleteList(ctx context.Context, idpUserID, listID string) error {
	_, err := c.do(ctx, http.MethodDelete, "/contact-lists/"+listID, idpUserID, nil)
	return err
}

func (c *Client) RemoveContact(ctx context.Context, idpUserID, listID, phone string) error {
	_, err := c.do(ctx, http.MethodDelete, fmt.Sprintf("/contact-lists/%s/contacts/%s", listID, phone), idpUserID, nil)
	return err
}
