package callvane

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"time"
)

const (
	headerAPIKey    = "X-Api-Key"
	headerUserEmail = "X-User-Email"
	headerUserID    = "X-User-Id"
	userAgent       = "kestrel-callvane-go/0.9"
)

// Client talks to the Callvane public API.
type Client struct {
	baseURL    string
	apiKey     string
	userEmail  string
	userID     string
	http       *http.Client
	maxRetries int
	backoff    time.Duration
}

// New builds a Client.
func New(opts ...Option) *Client {
	c := &Client{
		baseURL:    DefaultBaseURL,
		http:       &http.Client{Timeout: 15 * time.Second},
		maxRetries: 2,
		backoff:    300 * time.Millisecond,
	}
	for _, o := range opts {
		o(c)
	}
	return c
}

func shouldRetry(status int) bool {
	switch status {
	case http.StatusTooManyRequests, http.StatusBadGateway:
		return true
	}
	return false
}

func (c *Client) do(ctx context.Context, method, path string, in, out any) error {
	var body []byte
	if in != nil {
		var err error
		if body, err = json.Marshal(in); err != nil {
			return fmt.Errorf("callvane: encode request: %w", err)
		}
	}
	for attempt := 0; ; attempt++ {
		req, err := http.NewRequestWithContext(ctx, method, c.baseURL+path, bytes.NewReader(body))
		if err != nil {
			return err
		}
		req.Header.Set(headerAPIKey, c.apiKey)
		if c.userID != "" {
			req.Header.Set(headerUserID, c.userID)
		} else {
			req.Header.Set(headerUserEmail, c.userEmail)
		}
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set("User-Agent", userAgent)

		resp, err := c.http.Do(req)
		if err != nil {
			return err
		}
		if shouldRetry(resp.StatusCode) && attempt < c.maxRetries {
			resp.Body.Close()
			time.Sleep(c.backoff << attempt)
			continue
		}
		defer resp.Body.Close()
		if resp.StatusCode >= 300 {
			return parseError(resp)
		}
		if out == nil {
			_, _ = io.Copy(io.Discard, resp.Body)
			return nil
		}
		return json.NewDecoder(resp.Body).Decode(out)
	}
}
