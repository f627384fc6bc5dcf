package main

import (
	"io"
	"log"
	"net/http"
	"os"

	"github.com/go-chi/chi/v5"
	"github.com/northpeak/call-insights/internal/dialwise"
)

func main() {
	secret := os.Getenv("DIALWISE_WEBHOOK_SECRET")
	r := chi.NewRouter()
	r.Post("/webhooks/dialwise", func(w http.ResponseWriter, req *http.Request) {
		body, _ := io.ReadAll(req.Body)
		if err := dialwise.Verify(req, body, secret); err != nil {
			http.Error(w, `{"error":"invalid signature"}`, http.StatusUnauthorized)
			return
		}
		w.WriteHeader(http.StatusNoContent)
	})
	r.Get("/healthz", func(w http.ResponseWriter, _ *http.Request) { w.Write([]byte("ok")) })
	log.Fatal(http.ListenAndServe(":8081", r))
}
