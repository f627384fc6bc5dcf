package webhook

import (
	"io"
	"net/http"

	"github.com/stripe/stripe-go/v76/webhook"
)

type StripeHandler struct {
	Secret string
	Store  EventStore
}

func (h *StripeHandler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	body, _ := io.ReadAll(io.LimitReader(r.Body, 1<<20))
	sig := r.Header.Get("Stripe-Signature")
	_, err := webhook.ConstructEvent(body, sig, h.Secret)
	_ = h.Store.Save(r.Context(), "stripe", sig, err == nil, body)
	if err != nil {
		http.Error(w, `{"error": "invalid signature"}`, http.StatusBadRequest)
		return
	}
	w.WriteHeader(http.StatusOK)
}
