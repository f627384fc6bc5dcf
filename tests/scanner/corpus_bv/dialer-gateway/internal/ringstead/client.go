package ringstead

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"strings"
	"time"
)

const (
	headerAPIKey    = "X-API-Key"
	headerActingAs  = "X-User-Email"
	headerActingID  = "X-User-Id"
	maxAttempts     = 3
)

type Client struct {
	cfg  Config
	http *http.Client
	base string
}

func New(cfg Config) *Client {
	return &Client{cfg: cfg, http: &http.Client{Timeout: cfg.Timeout}, base: cfg.BaseURL()}
}

func (c *Client) do(ctx context.Context, method, path, actingAs string, in, out any) error {
	var payload []byte
	if in != nil {
		var err error
		if payload, err = json.Marshal(in); err != nil {
			return err
		}
	}
	if actingAs == "" {
		actingAs = c.cfg.ServiceUser
	}
	var lastErr error
	for attempt := 1; attempt <= maxAttempts; attempt++ {
		req, err := http.NewRequestWithContext(ctx, method, c.base+path, bytes.NewReader(payload))
		if err != nil {
			return err
		}
		req.Header.Set(headerAPIKey, c.cfg.APIKey)
		if strings.Contains(actingAs, "@") {
			req.Header.Set(headerActingAs, actingAs)
		} else {
			req.Header.Set(headerActingID, actingAs)
		}
		req.Header.Set("Content-Type", "application/json")

		resp, err := c.http.Do(req)
		if err != nil {
			lastErr = err
		} else {
			lastErr = handle(resp, out)
			if lastErr == nil || !retryable(lastErr) {
				return lastErr
			}
		}
		time.Sleep(time.Duration(attempt*attempt) * 200 * time.Millisecond)
	}
	return fmt.Errorf("ringstead: giving up after %d attempts: %w", maxAttempts, lastErr)
}

func handle(resp *http.Response, out any) error {
	defer resp.Body.Close()
	if resp.StatusCode >= 300 {
		return decodeError(resp)
	}
	if out == nil {
		_, _ = io.Copy(io.Discard, resp.Body)
		return nil
	}
	return json.NewDecoder(resp.Body).Decode(out)
}

func esc(s string) string { return url.PathEscape(s) }
