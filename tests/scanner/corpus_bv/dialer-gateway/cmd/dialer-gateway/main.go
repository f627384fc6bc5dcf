package main

import (
	"encoding/json"
	"errors"
	"log"
	"net/http"
	"os"

	"github.com/go-chi/chi/v5"
	"github.com/kelseyhightower/envconfig"

	"git.quillmetric.com/sales/dialer-gateway/internal/middleware"
	"git.quillmetric.com/sales/dialer-gateway/internal/notify"
	"git.quillmetric.com/sales/dialer-gateway/internal/ringstead"
	"git.quillmetric.com/sales/dialer-gateway/internal/webhook"
)

func main() {
	var cfg ringstead.Config
	if err := envconfig.Process("RINGSTEAD", &cfg); err != nil {
		log.Fatal(err)
	}
	rs := ringstead.New(cfg)
	pager := notify.NewPager()

	r := chi.NewRouter()
	r.Post("/hooks/ringstead", webhook.RingsteadEvents([]byte(cfg.WebhookSecret), func(b []byte) { log.Printf("event %s", b) }))
	r.Post("/hooks/github", webhook.GitHubDeploys([]byte(os.Getenv("GITHUB_WEBHOOK_SECRET")), func([]byte) {}))

	r.Group(func(r chi.Router) {
		r.Use(middleware.Identity)
		r.Post("/dial", func(w http.ResponseWriter, req *http.Request) {
			var in struct{ To string `json:"to"` }
			_ = json.NewDecoder(req.Body).Decode(&in)
			id, err := rs.StartCall(req.Context(), middleware.UserEmail(req.Context()), in.To)
			switch {
			case errors.Is(err, ringstead.ErrUserNotFound):
				http.Error(w, `{"error":"your Ringstead seat is not set up"}`, http.StatusForbidden)
				return
			case errors.Is(err, ringstead.ErrAPIDisabled):
				_ = pager.Page(req.Context(), "Ringstead public API disabled for our account")
				http.Error(w, `{"error":"calling temporarily unavailable"}`, http.StatusServiceUnavailable)
				return
			case err != nil:
				http.Error(w, `{"error":"dial failed"}`, http.StatusBadGateway)
				return
			}
			_ = json.NewEncoder(w).Encode(map[string]string{"call_id": id})
		})
	})

	log.Println("listening on :8080")
	log.Fatal(http.ListenAndServe(":8080", r))
}
