package webhooks

import (
	"io"
	"log/slog"
	"net/http"

	"github.com/stripe/stripe-go/v76/webhook"
)

func StripeHandler(secret string) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		payload, err := io.ReadAll(io.LimitReader(r.Body, 65536))
		if err != nil {
			w.WriteHeader(http.StatusServiceUnavailable)
			return
		}
		event, err := webhook.ConstructEvent(payload, r.Header.Get("Stripe-Signature"), secret)
		if err != nil {
			w.WriteHeader(http.StatusBadRequest)
			return
		}
		slog.Info("stripe event", "type", event.Type)
		w.WriteHeader(http.StatusOK)
	}
}
