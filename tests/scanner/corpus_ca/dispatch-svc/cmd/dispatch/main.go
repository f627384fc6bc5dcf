package main

import (
	"net/http"
	"os"

	"github.com/go-chi/chi/v5"
	"github.com/rs/zerolog"

	"github.com/harborpeak/dispatch-svc/internal/geo"
	"github.com/harborpeak/dispatch-svc/internal/ringlane"
	"github.com/harborpeak/dispatch-svc/internal/webhooks"
)

func envOr(k, def string) string {
	if v := os.Getenv(k); v != "" {
		return v
	}
	return def
}

func main() {
	log := zerolog.New(os.Stdout).With().Timestamp().Logger()

	rl := ringlane.New(os.Getenv("RINGLANE_API_KEY"),
		ringlane.WithBaseURL(envOr("RINGLANE_BASE_URL", ringlane.DefaultBaseURL)),
		ringlane.WithLogger(log))
	g := &geo.Client{BaseURL: os.Getenv("GEO_BASE_URL"), APIKey: os.Getenv("GEO_API_KEY"), HTTP: http.DefaultClient}

	r := chi.NewRouter()
	r.Method(http.MethodPost, "/hooks/ringlane", &webhooks.RinglaneHandler{Secret: []byte(os.Getenv("RINGLANE_WEBHOOK_SECRET")), Log: log})
	r.Method(http.MethodPost, "/hooks/stripe", &webhooks.StripeHandler{Secret: os.Getenv("STRIPE_WEBHOOK_SECRET")})
	r.Get("/queues/mine", func(w http.ResponseWriter, req *http.Request) {
		// set by the edge gateway after SSO
		agent := req.Header.Get("X-User-Email")
		if agent == "" {
			http.Error(w, `{"error":"missing user"}`, http.StatusUnauthorized)
			return
		}
		_ = rl
		_ = g
		w.WriteHeader(http.StatusOK)
	})

	log.Info().Msg("dispatch listening on :8080")
	_ = http.ListenAndServe(":"+envOr("PORT", "8080"), r)
}
