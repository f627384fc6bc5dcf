package main

import (
	"log/slog"
	"net/http"
	"os"

	"github.com/go-chi/chi/v5"
	"github.com/harbour/ring-relay/internal/config"
	"github.com/harbour/ring-relay/internal/ringlane"
	"github.com/harbour/ring-relay/internal/webhook"
)

func main() {
	cfg, err := config.Load()
	if err != nil {
		slog.Error("config", "err", err)
		os.Exit(1)
	}

	rl := ringlane.New(cfg.RinglaneURL, cfg.RinglaneKey)

	r := chi.NewRouter()
	r.Use(webhook.RequireToken(cfg.RelayToken))
	r.Post("/v1/events", handleEvent(rl))
	r.Post("/hooks/ringlane", webhook.Ringlane(cfg.RinglaneWebhookSecret))
	r.Post("/hooks/slack", webhook.Slack(cfg.SlackSigningSecret))
	r.Get("/healthz", func(w http.ResponseWriter, _ *http.Request) { w.WriteHeader(http.StatusOK) })

	slog.Info("listening", "addr", cfg.ListenAddr)
	if err := http.ListenAndServe(cfg.ListenAddr, r); err != nil {
		slog.Error("serve", "err", err)
		os.Exit(1)
	}
}
