package main

import (
	"net/http"
	"os"
	"time"

	"github.com/harborline/dialer-gateway/internal/cadenza"
	"github.com/harborline/dialer-gateway/internal/geo"
	"github.com/harborline/dialer-gateway/internal/middleware"
	"github.com/harborline/dialer-gateway/internal/stripehook"
	"github.com/rs/zerolog/log"
)

func env(k, def string) string {
	if v := os.Getenv(k); v != "" {
		return v
	}
	return def
}

func main() {
	hc := &http.Client{Timeout: 10 * time.Second}
	cz := cadenza.New(env("CADENZA_BASE_URL", cadenza.DefaultBaseURL), os.Getenv("CADENZA_API_KEY"), hc)
	gc := geo.New(os.Getenv("GEOCODER_URL"), os.Getenv("GEOCODER_KEY"))

	mux := http.NewServeMux()
	mux.Handle("/webhooks/cadenza", cadenza.NewWebhookHandler([]byte(os.Getenv("CADENZA_WEBHOOK_SECRET"))))
	mux.Handle("/webhooks/stripe", stripehook.Handler(os.Getenv("STRIPE_WEBHOOK_SECRET")))
	mux.Handle("/v1/dial-lists/", middleware.RequireUser(newListsHandler(cz, gc)))
	mux.HandleFunc("/healthz", func(w http.ResponseWriter, _ *http.Request) { w.WriteHeader(http.StatusNoContent) })

	addr := env("LISTEN_ADDR", ":8080")
	log.Info().Str("addr", addr).Msg("dialer-gateway listening")
	if err := http.ListenAndServe(addr, mux); err != nil {
		log.Fatal().Err(err).Msg("server exited")
	}
}
