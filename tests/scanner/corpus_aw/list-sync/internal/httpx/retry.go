// Package httpx holds the HTTP plumbing shared by every vendor client.
package httpx

import (
	"context"
	"net/http"
	"time"

	"github.com/cenkalti/backoff/v4"
)

// Retryable is the default set of statuses we retry for any vendor.
var Retryable = map[int]bool{
	http.StatusTooManyRequests:    true,
	http.StatusBadGateway:         true,
	http.StatusServiceUnavailable: true,
	http.StatusGatewayTimeout:     true,
}

// Do executes newReq with exponential backoff until a non-retryable response.
func Do(ctx context.Context, c *http.Client, newReq func() (*http.Request, error), retryable map[int]bool) (*http.Response, error) {
	if retryable == nil {
		retryable = Retryable
	}
	var resp *http.Response
	op := func() error {
		req, err := newReq()
		if err != nil {
			return backoff.Permanent(err)
		}
		resp, err = c.Do(req.WithContext(ctx))
		if err != nil {
			return err
		}
		if retryable[resp.StatusCode] {
			resp.Body.Close()
			return &statusErr{resp.StatusCode}
		}
		return nil
	}
	b := backoff.NewExponentialBackOff()
	b.MaxElapsedTime = 90 * time.Second
	err := backoff.Retry(op, backoff.WithContext(b, ctx))
	return resp, err
}

type statusErr struct{ code int }

func (e *statusErr) Error() string { return http.StatusText(e.code) }

// NewClient returns an http.Client with our standard timeouts.
func NewClient() *http.Client {
	return &http.Client{Timeout: 30 * time.Second}
}
