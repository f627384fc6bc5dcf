// Package audit ships events to the platform audit-log service.
package audit

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"time"

	"github.com/cenkalti/backoff/v4"
)

type Client struct {
	url    string
	apiKey string
	http   *http.Client
}

func New(url, apiKey string) *Client {
	return &Client{url: url, apiKey: apiKey, http: &http.Client{Timeout: 5 * time.Second}}
}

type Event struct {
	Actor  string         `json:"actor"`
	Action string         `json:"action"`
	Target string         `json:"target"`
	Meta   map[string]any `json:"meta,omitempty"`
}

// Record posts an event; 502/503 from the audit gateway are retried.
func (c *Client) Record(ctx context.Context, ev Event) error {
	payload, _ := json.Marshal(ev)
	op := func() error {
		req, err := http.NewRequestWithContext(ctx, http.MethodPost, c.url+"/events", bytes.NewReader(payload))
		if err != nil {
			return backoff.Permanent(err)
		}
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set("x-api-key", c.apiKey)
		req.Header.Set("X-User-Id", ev.Actor)
		resp, err := c.http.Do(req)
		if err != nil {
			return err
		}
		defer resp.Body.Close()
		switch resp.StatusCode {
		case http.StatusBadGateway, http.StatusServiceUnavailable:
			return fmt.Errorf("audit: transient %d", resp.StatusCode)
		case http.StatusNotFound:
			return backoff.Permanent(fmt.Errorf("audit: endpoint %s not found", c.url))
		}
		if resp.StatusCode >= 300 {
			return backoff.Permanent(fmt.Errorf("audit: status %d", resp.StatusCode))
		}
		return nil
	}
	return backoff.Retry(op, backoff.WithContext(backoff.WithMaxRetries(backoff.NewExponentialBackOff(), 3), ctx))
}
