package ringwell

import (
	"context"
	"math/rand"
	"time"
)

// RetryPolicy retries transient Ringwell failures with jittered backoff.
type RetryPolicy struct {
	Attempts  int
	BaseDelay time.Duration
	Retryable map[int]bool
}

var DefaultRetry = RetryPolicy{
	Attempts:  4,
	BaseDelay: 300 * time.Millisecond,
	Retryable: map[int]bool{429: true, 502: true, 504: true},
}

func (p RetryPolicy) Do(ctx context.Context, fn func() (int, error)) error {
	var err error
	for attempt := 0; attempt < p.Attempts; attempt++ {
		var status int
		status, err = fn()
		if err == nil {
			return nil
		}
		if status != 0 && !p.Retryable[status] {
			return err
		}
		delay := p.BaseDelay<<attempt + time.Duration(rand.Int63n(int64(p.BaseDelay)))
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-time.After(delay):
		}
	}
	return err
}
