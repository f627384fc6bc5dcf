package main

import (
	"log/slog"
	"net/http"
	"os"
	"time"

	"github.com/go-chi/chi/v5"

	"github.com/oakhollow/dialer-gateway/internal/dialstack"
	"github.com/oakhollow/dialer-gateway/internal/server"
	"github.com/oakhollow/dialer-gateway/internal/webhook"
)

func getenv(k, def string) string {
	if v := os.Getenv(k); v != "" {
		return v
	}
	return def
}

func main() {
	ds := dialstack.NewClient(dialstack.Config{
		BaseURL: getenv("DIALSTACK_BASE_URL", "https://api.dialstack.io/api/public/v1"),
		APIKey:  os.Getenv("DIALSTACK_API_KEY"),
		Timeout: 10 * time.Second,
	})

	r := chi.NewRouter()
	r.Use(server.Identity)
	r.Mount("/lists", server.ListRoutes(ds))
	r.Post("/hooks/dialstack", webhook.Handler(os.Getenv("DIALSTACK_SIGNING_SECRET")))

	addr := getenv("ADDR", ":8080")
	slog.Info("listening", "addr", addr)
	if err := http.ListenAndServe(addr, r); err != nil {
		slog.Error("server stopped", "err", err)
		os.Exit(1)
	}
}
