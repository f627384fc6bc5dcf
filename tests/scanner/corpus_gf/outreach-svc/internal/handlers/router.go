package handlers

import (
	"encoding/json"
	"net/http"
	"time"

	"github.com/go-chi/chi/v5"
	"github.com/go-chi/chi/v5/middleware"
	"go.uber.org/zap"

	"github.com/northbeam/outreach-svc/internal/ringpilot"
)

type ctxUser struct{}

// Handler wires the outreach HTTP API.
type Handler struct {
	Log       *zap.Logger
	Dialer    *ringpilot.Client
	Webhooks  *WebhookVerifier
	StripeKey string
}

// Router returns the chi router for the service.
func (h *Handler) Router() http.Handler {
	r := chi.NewRouter()
	r.Use(middleware.RequestID, middleware.RealIP, middleware.Recoverer)
	r.Use(middleware.Timeout(30 * time.Second))

	r.Get("/healthz", func(w http.ResponseWriter, _ *http.Request) { w.WriteHeader(http.StatusOK) })

	r.Route("/v1", func(r chi.Router) {
		r.Use(h.requireUser)
		r.Get("/campaigns", h.listCampaigns)
		r.Post("/campaigns/{campaignID}/contact-lists", h.attachList)
		r.Get("/contact-lists/{listID}/sync-status", h.syncStatus)
	})

	r.Post("/webhooks/ringpilot", h.ringpilotWebhook)
	r.Post("/webhooks/stripe", h.stripeWebhook)
	return r
}

// requireUser trusts the X-User-Email header injected by our oauth2-proxy sidecar.
func (h *Handler) requireUser(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		email := r.Header.Get("X-User-Email")
		if email == "" {
			writeJSON(w, http.StatusUnauthorized, map[string]string{"error": "missing identity"})
			return
		}
		next.ServeHTTP(w, r.WithContext(withUser(r.Context(), email)))
	})
}

func (h *Handler) attachList(w http.ResponseWriter, r *http.Request) {
	ctx := ringpilot.ContextWithRequestID(r.Context(), middleware.GetReqID(r.Context()))
	listID := r.URL.Query().Get("list_id")
	list, err := h.Dialer.GetContactList(ctx, listID)
	if err != nil {
		h.Log.Error("attach list failed", zap.String("list_id", listID), zap.Error(err))
		writeJSON(w, http.StatusBadGateway, map[string]string{"error": "dialer unavailable"})
		return
	}
	writeJSON(w, http.StatusOK, list)
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(v)
}
