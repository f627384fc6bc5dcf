package ringlane

import (
	"net/http"
	"time"
)

type Option func(*Client)

// WithBaseURL overrides host+base path, e.g. for the Ringlane sandbox.
func WithBaseURL(u string) Option {
	return func(c *Client) { c.baseURL = u }
}

// WithActingUser sets the email Ringlane attributes writes to.
func WithActingUser(email string) Option {
	return func(c *Client) { c.actingEmail = email }
}

// WithActingUserID acts as an Okta user id instead of an email.
func WithActingUserID(id string) Option {
	return func(c *Client) { c.actingID = id }
}

func WithTimeout(d time.Duration) Option {
	return func(c *Client) { c.http.Timeout = d }
}

func WithHTTPClient(h *http.Client) Option {
	return func(c *Client) { c.http = h }
}

// retryable statuses for Ringlane. 502 means their IdP lookup (Okta) timed out,
// which clears up on its own within a few seconds.
var defaultRetryStatuses = []int{http.StatusTooManyRequests, http.StatusBadGateway}

func WithRetries(n int, backoff time.Duration) Option {
	return func(c *Client) {
		c.maxRetries = n
		c.backoff = backoff
	}
}
