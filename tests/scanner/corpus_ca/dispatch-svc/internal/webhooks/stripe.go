package webhooks

import (
	"io"
	"net/http"

	"github.com/stripe/stripe-go/v76/webhook"
)

type StripeHandler struct {
	Secret string
}

func (h *StripeHandler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	payload, err := io.ReadAll(io.LimitReader(r.Body, 65536))
	if err != nil {
		w.WriteHeader(http.StatusServiceUnavailable)
		return
	}
	event, err := webhook.ConstructEvent(payload, r.Header.Get("Stripe-Signature"), h.Secret)
	if err != nil {
		w.WriteHeader(http.StatusBadRequest)
		return
	}
	_ = event
	w.WriteHeader(http.StatusOK)
}
