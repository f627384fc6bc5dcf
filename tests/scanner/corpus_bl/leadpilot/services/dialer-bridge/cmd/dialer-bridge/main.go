package main

import (
	"context"
	"errors"
	"log/slog"
	"net/http"
	"os"
	"os/signal"
	"syscall"
	"time"

	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/kelseyhightower/envconfig"

	"github.com/leadpilot/leadpilot/services/dialer-bridge/internal/leadpilot"
	"github.com/leadpilot/leadpilot/services/dialer-bridge/internal/ringlane"
)

type config struct {
	DatabaseURL          string        `envconfig:"DATABASE_URL" required:"true"`
	RinglaneBaseURL      string        `envconfig:"RINGLANE_BASE_URL"`
	RinglaneAPIKey       string        `envconfig:"RINGLANE_API_KEY" required:"true"`
	LeadpilotInternalURL string        `envconfig:"LEADPILOT_INTERNAL_URL" required:"true"`
	InternalToken        string        `envconfig:"INTERNAL_SERVICE_TOKEN" required:"true"`
	Interval             time.Duration `envconfig:"SYNC_INTERVAL" default:"5m"`
}

func main() {
	var cfg config
	envconfig.MustProcess("", &cfg)

	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()

	pool, err := pgxpool.New(ctx, cfg.DatabaseURL)
	if err != nil {
		slog.Error("db connect", "err", err)
		os.Exit(1)
	}
	defer pool.Close()

	rl := ringlane.New(cfg.RinglaneBaseURL, cfg.RinglaneAPIKey)
	lp := &leadpilot.Client{BaseURL: cfg.LeadpilotInternalURL, InternalToken: cfg.InternalToken, HTTP: &http.Client{Timeout: 10 * time.Second}}

	t := time.NewTicker(cfg.Interval)
	defer t.Stop()
	for {
		if err := syncOnce(ctx, pool, rl, lp); err != nil {
			if ringlane.Retryable(err) {
				slog.Warn("sync failed, will retry next tick", "err", err)
			} else if errors.Is(err, ringlane.ErrAPIDisabled) {
				slog.Error("ringlane API disabled; pausing sync", "err", err)
			} else {
				slog.Error("sync failed", "err", err)
			}
		}
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
	}
}
