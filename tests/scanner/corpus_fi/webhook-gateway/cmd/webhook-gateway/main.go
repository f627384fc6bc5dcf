package main

import (
	"log/slog"
	"net/http"
	"os"
	"time"

	"github.com/go-chi/chi/v5"
	chimw "github.com/go-chi/chi/v5/middleware"

	"github.com/brindlefreight/webhook-gateway/internal/middleware"
	"github.com/brindlefreight/webhook-gateway/internal/webhooks"
)

func main() {
	pub := newPublisher(os.Getenv("NATS_URL"))

	r := chi.NewRouter()
	r.Use(chimw.RequestID, chimw.RealIP, chimw.Recoverer)
	r.Get("/healthz", func(w http.ResponseWriter, _ *http.Request) { w.WriteHeader(http.StatusOK) })

	r.Route("/hooks", func(r chi.Router) {
		r.Method(http.MethodPost, "/ringlane", &webhooks.RinglaneHandler{
			Secret:  []byte(os.Getenv("RINGLANE_WEBHOOK_SECRET")),
			Publish: pub.Publish,
		})
		r.Method(http.MethodPost, "/stripe", &webhooks.StripeHandler{
			Secret:  []byte(os.Getenv("STRIPE_WEBHOOK_SECRET")),
			Publish: pub.Publish,
		})
		r.Method(http.MethodPost, "/github", &webhooks.GitHubHandler{
			Secret:  []byte(os.Getenv("GITHUB_WEBHOOK_SECRET")),
			Publish: pub.Publish,
		})
	})

	r.Group(func(r chi.Router) {
		r.Use(middleware.Identity)
		r.Get("/admin/replay", replayHandler(pub))
	})

	srv := &http.Server{Addr: ":8080", Handler: r, ReadHeaderTimeout: 5 * time.Second}
	slog.Info("listening", "addr", srv.Addr)
	if err := srv.ListenAndServe(); err != nil {
		slog.Error("server", "err", err)
		os.Exit(1)
	}
}
