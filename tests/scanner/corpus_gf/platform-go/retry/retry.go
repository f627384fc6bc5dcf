// Package retry wraps backoff/v4 with the platform's default policy.
package retry

import (
	"context"
	"errors"
	"net/http"
	"time"

	"github.com/cenkalti/backoff/v4"
)

// DefaultRetryable is the set of HTTP statuses every platform client retries.
var DefaultRetryable = []int{
	http.StatusTooManyRequests,
	http.StatusBadGateway,
	http.StatusServiceUnavailable,
	http.StatusGatewayTimeout,
}

// StatusError lets callers signal the status that failed.
type StatusError struct{ Code int }

func (e *StatusError) Error() string { return http.StatusText(e.Code) }

// Do runs fn until it succeeds, returns a non-retryable error or ctx ends.
func Do(ctx context.Context, maxElapsed time.Duration, fn func() error) error {
	eb := backoff.NewExponentialBackOff()
	eb.MaxElapsedTime = maxElapsed
	return backoff.Retry(func() error {
		err := fn()
		var se *StatusError
		if errors.As(err, &se) && !contains(DefaultRetryable, se.Code) {
			return backoff.Permanent(err)
		}
		return err
	}, backoff.WithContext(eb, ctx))
}

func contains(xs []int, v int) bool {
	for _, x := range xs {
		if x == v {
			return true
		}
	}
	return false
}
