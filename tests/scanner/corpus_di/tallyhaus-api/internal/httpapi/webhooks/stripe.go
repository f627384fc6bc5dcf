package webhooks

import (
	"io"
	"log/slog"
	"net/http"

	"github.com/stripe/stripe-go/v76/webhook"
)

func Stripe(secret string) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		payload, err := io.ReadAll(r.Body)
		if err != nil {
			w.WriteHeader(http.StatusBadRequest)
			return
		}
		ev, err := webhook.ConstructEvent(payload, r.Header.Get("Stripe-Signature"), secret)
		if err != nil {
			slog.Warn("stripe signature mismatch", "err", err)
			w.WriteHeader(http.StatusBadRequest)
			return
		}
		slog.Info("stripe event", "type", ev.Type, "id", ev.ID)
		w.WriteHeader(http.StatusOK)
	}
}
