package callvane

import (
	"net/http"
	"time"
)

// DefaultBaseURL is the Callvane public API root.
const DefaultBaseURL = "https://api.callvane.io/api/public/v1"

// Option configures a Client.
type Option func(*Client)

// WithBaseURL overrides the API root (useful for tests).
func WithBaseURL(u string) Option { return func(c *Client) { c.baseURL = u } }

// WithAPIKey sets the shared API key.
func WithAPIKey(k string) Option { return func(c *Client) { c.apiKey = k } }

// WithActingUserEmail sets the user the integration acts as.
func WithActingUserEmail(e string) Option { return func(c *Client) { c.userEmail = e } }

// WithActingUserID sets the IdP user id the integration acts as.
func WithActingUserID(id string) Option { return func(c *Client) { c.userID = id } }

// WithHTTPClient replaces the underlying *http.Client.
func WithHTTPClient(h *http.Client) Option { return func(c *Client) { c.http = h } }

// WithRetries sets the max number of retries for transient failures.
func WithRetries(n int, backoff time.Duration) Option {
	return func(c *Client) { c.maxRetries, c.backoff = n, backoff }
}
