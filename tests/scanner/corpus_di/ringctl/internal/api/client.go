package api

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"time"
)

type Client struct {
	base   string
	key    string
	actAs  string
	hc     *http.Client
}

func New(base, key, actAs string, timeout time.Duration) *Client {
	if timeout == 0 {
		timeout = 15 * time.Second
	}
	return &Client{base: base, key: key, actAs: actAs, hc: &http.Client{Timeout: timeout}}
}

// Error is what ringctl prints when Ringlane rejects a request.
type Error struct {
	Status  int
	Message string
	Hint    string
}

func (e *Error) Error() string {
	if e.Hint != "" {
		return fmt.Sprintf("ringlane: %s (HTTP %d)\nhint: %s", e.Message, e.Status, e.Hint)
	}
	return fmt.Sprintf("ringlane: %s (HTTP %d)", e.Message, e.Status)
}

var ErrNoActingUser = errors.New("no acting user: pass --as or set ringlane.acting_user")

func (c *Client) Get(ctx context.Context, p string, out any) error    { return c.send(ctx, http.MethodGet, p, nil, out) }
func (c *Client) Delete(ctx context.Context, p string) error          { return c.send(ctx, http.MethodDelete, p, nil, nil) }
func (c *Client) Post(ctx context.Context, p string, in, out any) error { return c.send(ctx, http.MethodPost, p, in, out) }
func (c *Client) Patch(ctx context.Context, p string, in any) error  { return c.send(ctx, http.MethodPatch, p, in, nil) }

func (c *Client) send(ctx context.Context, method, p string, in, out any) error {
	if c.actAs == "" {
		return ErrNoActingUser
	}
	var body io.Reader
	if in != nil {
		b, err := json.Marshal(in)
		if err != nil {
			return err
		}
		body = bytes.NewReader(b)
	}
	req, err := http.NewRequestWithContext(ctx, method, c.base+p, body)
	if err != nil {
		return err
	}
	req.Header.Set("Authorization", "Bearer "+c.key)
	req.Header.Set("x-user-email", c.actAs)
	req.Header.Set("Accept", "application/json")
	if in != nil {
		req.Header.Set("Content-Type", "application/json")
	}
	resp, err := c.hc.Do(req)
	if err != nil {
		return err
	}
	defer resp.Body.Close()
	raw, _ := io.ReadAll(resp.Body)
	if resp.StatusCode >= 400 {
		return toError(resp.StatusCode, raw)
	}
	if out != nil && len(raw) > 0 {
		return json.Unmarshal(raw, out)
	}
	return nil
}

func toError(status int, raw []byte) error {
	var flat struct {
		Error string `json:"error"`
	}
	_ = json.Unmarshal(raw, &flat)
	e := &Error{Status: status, Message: flat.Error}
	if e.Message == "" {
		e.Message = http.StatusText(status)
	}
	switch status {
	case http.StatusUnauthorized:
		e.Hint = "check ringlane.api_key"
	case http.StatusNotFound:
		if flat.Error == "user not found" {
			e.Hint = "the --as user has no Ringlane seat"
		}
	case http.StatusBadGateway:
		e.Hint = "Ringlane could not reach Okta; try again in a minute"
	case http.StatusServiceUnavailable:
		e.Hint = "public API is disabled for the workspace (Settings > Integrations)"
	case http.StatusTooManyRequests:
		e.Hint = "rate limited; wait and retry"
	}
	return e
}
