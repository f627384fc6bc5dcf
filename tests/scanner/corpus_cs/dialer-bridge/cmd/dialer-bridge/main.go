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

	"github.com/harborpine/dialer-bridge/internal/callvane"
	"github.com/harborpine/dialer-bridge/internal/config"
	"github.com/harborpine/dialer-bridge/internal/server"
)

func main() {
	cfg, err := config.Load()
	if err != nil {
		slog.Error("load config", "err", err)
		os.Exit(1)
	}

	cv := callvane.New(cfg.CallvaneBaseURL(), cfg.Callvane.APIKey, cfg.Callvane.ActingUser, cfg.Callvane.Timeout)
	h := &server.Handler{Callvane: cv, ListID: os.Getenv("BRIDGE_CALLBACK_LIST_ID")}

	srv := &http.Server{Addr: cfg.ListenAddr, Handler: h.Routes(), ReadHeaderTimeout: 5 * time.Second}

	go func() {
		slog.Info("listening", "addr", cfg.ListenAddr)
		if err := srv.ListenAndServe(); err != nil && !errors.Is(err, http.ErrServerClosed) {
			slog.Error("serve", "err", err)
			os.Exit(1)
		}
	}()

	ctx, stop := signal.NotifyContext(context.Background(), syscall.SIGINT, syscall.SIGTERM)
	defer stop()
	<-ctx.Done()

	shutdownCtx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	_ = srv.Shutdown(shutdownCtx)
}
