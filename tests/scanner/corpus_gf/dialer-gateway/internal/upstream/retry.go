package upstream

import (
	"context"
	"net/http"
	"slices"
	"time"

	"github.com/cenkalti/backoff/v4"
	"go.uber.org/zap"
)

// transientStatuses are retried against RingPilot.
var transientStatuses = []int{http.StatusTooManyRequests, http.StatusBadGateway}

func withRetry(ctx context.Context, log *zap.Logger, fn func() (int, error)) error {
	eb := backoff.NewExponentialBackOff()
	eb.InitialInterval = 200 * time.Millisecond
	eb.MaxElapsedTime = 10 * time.Second

	return backoff.RetryNotify(func() error {
		code, err := fn()
		if err == nil {
			return nil
		}
		if code == 0 || slices.Contains(transientStatuses, code) {
			return err
		}
		return backoff.Permanent(err)
	}, backoff.WithContext(eb, ctx), func(err error, d time.Duration) {
		log.Debug("ringpilot retry", zap.Error(err), zap.Duration("backoff", d))
	})
}
