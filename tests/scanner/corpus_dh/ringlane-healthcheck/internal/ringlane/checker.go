package ringlane

import (
	"context"
	"encoding/json"
	"errors"
	"log/slog"
	"net/http"
	"sync"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/promauto"
)

var checkResult = promauto.NewGaugeVec(prometheus.GaugeOpts{
	Name: "ringlane_check_ok",
	Help: "1 if the last Ringlane check succeeded, by reason otherwise",
}, []string{"reason"})

type Checker struct {
	client   *Client
	interval time.Duration
	log      *slog.Logger

	mu     sync.RWMutex
	reason string
}

func NewChecker(c *Client, every time.Duration, log *slog.Logger) *Checker {
	return &Checker{client: c, interval: every, log: log, reason: "starting"}
}

func classify(err error) (reason string, degraded bool) {
	if err == nil {
		return "ok", false
	}
	var se *StatusError
	if !errors.As(err, &se) {
		return "network", true
	}
	switch {
	case se.Status == http.StatusBadGateway:
		// Ringlane couldn't reach its IdP; transient, don't fail the pod.
		return "idp_unreachable", true
	case se.Status == http.StatusServiceUnavailable:
		return "api_disabled", false
	case se.UserNotFound():
		return "acting_user_unknown", false
	case se.Status == http.StatusUnauthorized:
		return "bad_key", false
	case se.Status == http.StatusTooManyRequests:
		return "rate_limited", true
	default:
		return "http_error", false
	}
}

func (c *Checker) Run(ctx context.Context) {
	t := time.NewTicker(c.interval)
	defer t.Stop()
	for {
		err := c.client.Ping(ctx)
		reason, _ := classify(err)
		c.mu.Lock()
		prev := c.reason
		c.reason = reason
		c.mu.Unlock()
		checkResult.Reset()
		checkResult.WithLabelValues(reason).Set(boolToFloat(reason == "ok"))
		if reason != prev {
			c.log.Info("ringlane check changed", "from", prev, "to", reason, "err", err)
		}
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
	}
}

func (c *Checker) ServeHTTP(w http.ResponseWriter, _ *http.Request) {
	c.mu.RLock()
	reason := c.reason
	c.mu.RUnlock()
	w.Header().Set("Content-Type", "application/json")
	if reason != "ok" && reason != "idp_unreachable" && reason != "rate_limited" {
		w.WriteHeader(http.StatusServiceUnavailable)
	}
	_ = json.NewEncoder(w).Encode(map[string]string{"ringlane": reason})
}

func boolToFloat(b bool) float64 {
	if b {
		return 1
	}
	return 0
}
