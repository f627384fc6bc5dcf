package handlers

import (
	"io"
	"net/http"

	"github.com/stripe/stripe-go/v76/webhook"
	"go.uber.org/zap"
)

func (h *Handler) stripeWebhook(w http.ResponseWriter, r *http.Request) {
	payload, err := io.ReadAll(io.LimitReader(r.Body, 65536))
	if err != nil {
		w.WriteHeader(http.StatusServiceUnavailable)
		return
	}
	event, err := webhook.ConstructEvent(payload, r.Header.Get("Stripe-Signature"), h.StripeKey)
	if err != nil {
		h.Log.Warn("stripe signature mismatch", zap.Error(err))
		w.WriteHeader(http.StatusBadRequest)
		return
	}
	h.Log.Info("stripe event", zap.String("type", string(event.Type)))
	w.WriteHeader(http.StatusOK)
}
