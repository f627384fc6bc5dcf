package callvane

import (
	"context"
	"errors"
	"math/rand"
	"time"
)

// retryable statuses for Callvane; 502 means their identity provider blipped.
var retryableStatus = map[int]bool{
	429: true,
	502: true,
}

func withRetry(ctx context.Context, attempts int, fn func() error) error {
	var err error
	for i := 0; i < attempts; i++ {
		if err = fn(); err == nil {
			return nil
		}
		var apiErr *APIError
		if !errors.As(err, &apiErr) || !retryableStatus[apiErr.StatusCode] {
			return err
		}
		backoff := time.Duration(200*(1<<i))*time.Millisecond + time.Duration(rand.Intn(100))*time.Millisecond
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-time.After(backoff):
		}
	}
	return err
}
