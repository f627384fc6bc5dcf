package httpapi

import (
	"net/http"

	"github.com/go-chi/chi/v5"
	chimw "github.com/go-chi/chi/v5/middleware"
	"github.com/go-chi/cors"

	"github.com/tallyhaus/tallyhaus-api/internal/calls"
	"github.com/tallyhaus/tallyhaus-api/internal/config"
	"github.com/tallyhaus/tallyhaus-api/internal/httpapi/middleware"
	"github.com/tallyhaus/tallyhaus-api/internal/httpapi/webhooks"
)

func NewRouter(cfg config.Config, h *Handlers, cs *calls.Service) http.Handler {
	r := chi.NewRouter()
	r.Use(chimw.RequestID, chimw.RealIP, chimw.Recoverer)
	r.Use(cors.Handler(cors.Options{
		AllowedOrigins: cfg.AllowedOrigins,
		AllowedHeaders: []string{"Authorization", "Content-Type", "X-User-Email", "X-User-Id"},
	}))

	r.Get("/healthz", func(w http.ResponseWriter, _ *http.Request) { w.WriteHeader(http.StatusNoContent) })

	r.Route("/webhooks", func(r chi.Router) {
		r.Post("/stripe", webhooks.Stripe(cfg.StripeWebhookSecret))
		r.Post("/ringlane", webhooks.Ringlane(cfg.RinglaneWebhookSecret, h.OnCallEvent))
	})

	r.Route("/api/v1", func(r chi.Router) {
		r.Use(middleware.InternalKey(cfg.InternalAPIKeys))
		r.Use(middleware.Identity)

		r.Route("/contact-lists", func(r chi.Router) {
			r.Get("/", h.ListContactLists)
			r.Post("/", h.CreateContactList)
			r.Get("/{id}", h.GetContactList)
			r.Delete("/{id}", h.DeleteContactList)
			r.Post("/{id}/contacts", h.AddContacts)
		})
		r.Post("/calls", cs.StartCall)
		r.Get("/calls/{id}", cs.GetCall)
	})
	return r
}
