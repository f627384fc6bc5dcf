package main

import (
	"log/slog"
	"net/http"
	"os"
	"time"

	"github.com/go-chi/chi/v5"
	"github.com/go-chi/chi/v5/middleware"
	"github.com/kelseyhightower/envconfig"

	"github.com/harborline/dispatch-svc/internal/callcrest"
	"github.com/harborline/dispatch-svc/internal/httpapi"
	"github.com/harborline/dispatch-svc/internal/stripehook"
)

type config struct {
	Port            string `envconfig:"PORT" default:"8080"`
	CallCrestURL    string `envconfig:"CALLCREST_BASE_URL" required:"true"`
	CallCrestKey    string `envconfig:"CALLCREST_API_KEY" required:"true"`
	CallCrestSecret string `envconfig:"CALLCREST_WEBHOOK_SECRET"`
	StripeSecret    string `envconfig:"STRIPE_WEBHOOK_SECRET"`
}

func main() {
	var cfg config
	envconfig.MustProcess("", &cfg)
	log := slog.New(slog.NewJSONHandler(os.Stdout, nil))

	cc := callcrest.New(cfg.CallCrestURL, cfg.CallCrestKey, &http.Client{Timeout: 10 * time.Second})

	r := chi.NewRouter()
	r.Use(middleware.RequestID, middleware.Recoverer)
	r.Use(httpapi.ActingUser)

	h := httpapi.NewHandlers(cc, log)
	r.Route("/api/v1", func(r chi.Router) {
		r.Get("/dispatch/lists", h.ListCallLists)
		r.Post("/dispatch/lists/{listID}/drivers", h.AddDrivers)
		r.Get("/healthz", func(w http.ResponseWriter, _ *http.Request) { w.WriteHeader(http.StatusNoContent) })
	})
	r.Post("/hooks/callcrest", callcrest.WebhookHandler(cfg.CallCrestSecret, h.OnCallEvent))
	r.Post("/hooks/stripe", stripehook.Handler(cfg.StripeSecret, log))

	log.Info("listening", "port", cfg.Port)
	if err := http.ListenAndServe(":"+cfg.Port, r); err != nil {
		log.Error("server stopped", "err", err)
		os.Exit(1)
	}
}
