// Package dialer talks to the Ringlane calling service ("dialer" in our docs).
package dialer

import (
	"context"
	"fmt"
	"os"
	"time"

	"github.com/go-resty/resty/v2"
)

const (
	defaultBaseURL = "https://calls.northwind.internal/api/public/v1"
	apiKeyHeader   = "X-API-Key"
	userIDHeader   = "X-User-Id"
)

// Client wraps a resty client configured for Ringlane.
type Client struct {
	rc *resty.Client
}

// New builds a client; RINGLANE_URL overrides the default base.
func New(apiKey, serviceUserID string) *Client {
	base := os.Getenv("RINGLANE_URL")
	if base == "" {
		base = defaultBaseURL
	}
	rc := resty.New().
		SetBaseURL(base).
		SetTimeout(15*time.Second).
		SetHeader(apiKeyHeader, apiKey).
		SetHeader(userIDHeader, serviceUserID).
		SetHeader("Accept", "application/json").
		SetError(&apiError{}).
		SetRetryCount(3).
		SetRetryWaitTime(500 * time.Millisecond)
	return &Client{rc: rc}
}

// CreateList creates a list with its contacts in one go.
func (c *Client) CreateList(ctx context.Context, in NewContactList) (*ContactList, error) {
	var out ContactList
	resp, err := c.rc.R().SetContext(ctx).SetBody(in).SetResult(&out).
		Post("/contact-lists")
	if err != nil {
		return nil, fmt.Errorf("dialer: create list: %w", err)
	}
	if resp.IsError() {
		return nil, mapError(resp)
	}
	return &out, nil
}
