package main

import (
	"context"
	"log/slog"
	"net/http"
	"os"
	"os/signal"
	"time"

	"github.com/go-chi/chi/v5"

	"github.com/tallyho-freight/dialer-sync/internal/billing"
	"github.com/tallyho-freight/dialer-sync/internal/config"
	"github.com/tallyho-freight/dialer-sync/internal/dialpath"
	"github.com/tallyho-freight/dialer-sync/internal/middleware"
	"github.com/tallyho-freight/dialer-sync/internal/webhooks"
)

func main() {
	cfg := config.Load()
	logger := slog.New(slog.NewJSONHandler(os.Stdout, nil))

	dp := dialpath.New(cfg.DialpathBaseURL, cfg.DialpathAPIKey, cfg.DialpathActingUser)
	bill := billing.New(cfg.BillingURL, cfg.BillingAPIKey)

	wh := webhooks.NewHandler(cfg.DialpathSigningSecret, cfg.StripeWebhookSecret, dp, bill, logger)

	r := chi.NewRouter()
	r.Post("/hooks/dialpath", wh.Dialpath)
	r.Post("/hooks/stripe", wh.Stripe)
	r.Group(func(r chi.Router) {
		r.Use(middleware.RequireUser)
		r.Post("/v1/sync/{listID}", wh.TriggerSync)
	})
	r.Get("/healthz", func(w http.ResponseWriter, _ *http.Request) { w.WriteHeader(http.StatusOK) })

	srv := &http.Server{Addr: ":" + cfg.Port, Handler: r, ReadHeaderTimeout: 5 * time.Second}
	go func() {
		logger.Info("dialer-sync listening", "addr", srv.Addr, "dialpath", cfg.DialpathBaseURL)
		if err := srv.ListenAndServe(); err != nil && err != http.ErrServerClosed {
			logger.Error("server failed", "err", err)
			os.Exit(1)
		}
	}()

	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	<-ctx.Done()
	shutdownCtx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	_ = srv.Shutdown(shutdownCtx)
}
