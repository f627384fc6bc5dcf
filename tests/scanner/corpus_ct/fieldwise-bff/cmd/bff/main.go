package main

import (
	"log/slog"
	"net/http"

	"github.com/go-chi/chi/v5"
	"github.com/go-chi/chi/v5/middleware"

	"github.com/fieldwise/fieldwise-bff/internal/config"
	"github.com/fieldwise/fieldwise-bff/internal/httpapi"
	"github.com/fieldwise/fieldwise-bff/internal/ringlane"
	"github.com/fieldwise/fieldwise-bff/internal/webhooks"
)

func main() {
	cfg := config.Load()
	rl := ringlane.NewClient(cfg.RinglaneBaseURL, cfg.RinglaneAPIKey)

	r := chi.NewRouter()
	r.Use(middleware.RequestID, middleware.Recoverer)
	r.Post("/hooks/ringlane", webhooks.RinglaneHandler(cfg.RinglaneWebhookSecret, func(ev webhooks.CallEvent) {
		slog.Info("call event", "type", ev.Type, "call", ev.CallID)
	}))
	r.Post("/hooks/stripe", webhooks.StripeHandler(cfg.StripeWebhookSecret))

	r.Group(func(r chi.Router) {
		r.Use(httpapi.Auth([]byte(cfg.JWTSecret)))
		h := &httpapi.CallListHandler{Ringlane: rl}
		r.Get("/api/mobile/call-lists", h.List)
	})

	slog.Info("listening", "port", cfg.Port)
	if err := http.ListenAndServe(":"+cfg.Port, r); err != nil {
		slog.Error("server stopped", "err", err)
	}
}
