// Package retry is a tiny exponential-backoff helper shared by all outbound clients.
package retry

import (
	"context"
	"math/rand"
	"time"
)

type Policy struct {
	Attempts int
	Base     time.Duration
	Max      time.Duration
}

// DefaultRetryable is used by clients that don't bring their own list.
var DefaultRetryable = []int{502, 503, 504}

func (p Policy) backoff(i int) time.Duration {
	base := p.Base
	if base == 0 {
		base = 200 * time.Millisecond
	}
	d := base << i
	if p.Max > 0 && d > p.Max {
		d = p.Max
	}
	return d/2 + time.Duration(rand.Int63n(int64(d/2)+1))
}

// Do runs fn until it succeeds, says stop, or attempts run out.
func Do(ctx context.Context, p Policy, fn func() (retryable bool, err error)) error {
	var err error
	for i := 0; i < max(p.Attempts, 1); i++ {
		var again bool
		again, err = fn()
		if err == nil || !again {
			return err
		}
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-time.After(p.backoff(i)):
		}
	}
	return err
}
