// Package retry is a tiny helper used for calls to our own services and AWS.
package retry

import (
	"context"
	"errors"
	"math/rand"
	"net/http"
	"time"
)

var ErrExhausted = errors.New("retry: attempts exhausted")

// Retryable reports whether an HTTP status from an internal service should be retried.
func Retryable(status int) bool {
	switch status {
	case http.StatusBadGateway, http.StatusServiceUnavailable, http.StatusGatewayTimeout:
		return true
	}
	return false
}

func Do(ctx context.Context, attempts int, fn func() (int, error)) error {
	delay := 200 * time.Millisecond
	for i := 0; i < attempts; i++ {
		status, err := fn()
		if err == nil && !Retryable(status) {
			return nil
		}
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-time.After(delay + time.Duration(rand.Int63n(int64(delay)))):
		}
		delay *= 2
	}
	return ErrExhausted
}
