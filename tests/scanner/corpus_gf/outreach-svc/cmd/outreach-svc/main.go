package main

import (
	"context"
	"errors"
	"net/http"
	"os"
	"os/signal"
	"syscall"

	"go.uber.org/zap"
	"go.uber.org/zap/zapcore"

	"github.com/northbeam/outreach-svc/internal/config"
	"github.com/northbeam/outreach-svc/internal/handlers"
	"github.com/northbeam/outreach-svc/internal/ringpilot"
)

var version = "dev"

func main() {
	cfg, err := config.Load()
	if err != nil {
		panic(err)
	}

	lvl, _ := zapcore.ParseLevel(cfg.LogLevel)
	zc := zap.NewProductionConfig()
	zc.Level = zap.NewAtomicLevelAt(lvl)
	log, _ := zc.Build(zap.Fields(zap.String("version", version)))
	defer func() { _ = log.Sync() }()

	dialer := ringpilot.New(cfg.RingPilot.BaseURL, cfg.RingPilot.APIKey,
		ringpilot.WithActingUserEmail(cfg.RingPilot.ActingUser),
		ringpilot.WithLogger(log),
		ringpilot.WithTimeout(cfg.RingPilot.Timeout),
		ringpilot.WithMaxRetries(cfg.RingPilot.MaxRetries),
	)

	h := &handlers.Handler{
		Log:       log,
		Dialer:    dialer,
		Webhooks:  &handlers.WebhookVerifier{Secret: []byte(cfg.RingPilot.WebhookSecret)},
		StripeKey: os.Getenv("STRIPE_WEBHOOK_SECRET"),
	}

	srv := &http.Server{Addr: cfg.HTTPAddr, Handler: h.Router()}
	go func() {
		log.Info("listening", zap.String("addr", cfg.HTTPAddr))
		if err := srv.ListenAndServe(); err != nil && !errors.Is(err, http.ErrServerClosed) {
			log.Fatal("server", zap.Error(err))
		}
	}()

	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	defer stop()
	<-ctx.Done()

	shutdownCtx, cancel := context.WithTimeout(context.Background(), cfg.ShutdownTimeout)
	defer cancel()
	_ = srv.Shutdown(shutdownCtx)
}
