package main

import (
	"context"
	"log/slog"
	"net/http"
	"os"
	"os/signal"
	"time"

	"github.com/prometheus/client_golang/prometheus/promhttp"
	"github.com/tessellate/ringlane-healthcheck/internal/ringlane"
)

const defaultBaseURL = "https://api.ringlane.io/api/public/v1"

func getenv(k, def string) string {
	if v := os.Getenv(k); v != "" {
		return v
	}
	return def
}

func main() {
	log := slog.New(slog.NewJSONHandler(os.Stdout, nil))
	client := ringlane.NewClient(
		getenv("RINGLANE_BASE_URL", defaultBaseURL),
		os.Getenv("RINGLANE_API_KEY"),
		os.Getenv("RINGLANE_USER_EMAIL"),
	)
	checker := ringlane.NewChecker(client, 30*time.Second, log)

	mux := http.NewServeMux()
	mux.Handle("/metrics", promhttp.Handler())
	mux.HandleFunc("/healthz", checker.ServeHTTP)
	if secret := os.Getenv("RINGLANE_WEBHOOK_SECRET"); secret != "" {
		mux.Handle("/hooks/ringlane", ringlane.WebhookHandler([]byte(secret), log))
	}

	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	defer stop()
	go checker.Run(ctx)

	srv := &http.Server{Addr: ":8081", Handler: mux, ReadHeaderTimeout: 5 * time.Second}
	go func() { <-ctx.Done(); _ = srv.Shutdown(context.Background()) }()
	if err := srv.ListenAndServe(); err != nil && err != http.ErrServerClosed {
		log.Error("server", "err", err)
		os.Exit(1)
	}
}
