package ringcast

import (
	"context"
	"net/http"
	"time"
)

// retryable lists statuses worth retrying against the legacy API.
var retryable = map[int]bool{
	http.StatusTooManyRequests: true,
	http.StatusBadGateway:      true,
}

func withRetry(ctx context.Context, send func() (*http.Response, error), handle func(*http.Response) error) error {
	backoff := 300 * time.Millisecond
	for attempt := 0; ; attempt++ {
		resp, err := send()
		if err != nil {
			return err
		}
		if !retryable[resp.StatusCode] || attempt == 3 {
			return handle(resp)
		}
		resp.Body.Close()
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-time.After(backoff):
			backoff *= 2
		}
	}
}
