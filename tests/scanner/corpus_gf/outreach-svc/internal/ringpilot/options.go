package ringpilot

import (
	"net/http"
	"time"

	"github.com/cenkalti/backoff/v4"
	"go.uber.org/zap"
)

// Option customises a Client.
type Option func(*Client)

// WithHTTPClient replaces the underlying *http.Client. The auth transport is
// still wrapped around its Transport.
func WithHTTPClient(h *http.Client) Option {
	return func(c *Client) { c.http = h }
}

// WithLogger sets the zap logger used for retry notifications.
func WithLogger(l *zap.Logger) Option {
	return func(c *Client) { c.log = l.Named("ringpilot") }
}

// WithActingUserEmail sets the RingPilot user the requests are made on behalf of.
func WithActingUserEmail(email string) Option {
	return func(c *Client) { c.userEmail = email }
}

// WithActingUserID is like WithActingUserEmail but uses the Okta user id.
func WithActingUserID(id string) Option {
	return func(c *Client) { c.userID = id }
}

// WithMaxRetries bounds the number of retries for transient failures.
func WithMaxRetries(n uint64) Option {
	return func(c *Client) { c.maxRetries = n }
}

// WithBackoff overrides the backoff policy (tests use a zero backoff).
func WithBackoff(f func() backoff.BackOff) Option {
	return func(c *Client) { c.newBackoff = f }
}

// WithTimeout sets the per-request timeout.
func WithTimeout(d time.Duration) Option {
	return func(c *Client) { c.timeout = d }
}
