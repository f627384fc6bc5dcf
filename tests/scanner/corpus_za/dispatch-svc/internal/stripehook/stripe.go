package stripehook

import (
	"io"
	"log/slog"
	"net/http"

	"github.com/stripe/stripe-go/v76/webhook"
)

func Handler(secret string, log *slog.Logger) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		payload, err := io.ReadAll(io.LimitReader(r.Body, 65536))
		if err != nil {
			w.WriteHeader(http.StatusServiceUnavailable)
			return
		}
		ev, err := webhook.ConstructEvent(payload, r.Header.Get("Stripe-Signature"), secret)
		if err != nil {
			log.Warn("stripe signature mismatch", "err", err)
			w.WriteHeader(http.StatusBadRequest)
			return
		}
		log.Info("stripe event", "type", ev.Type)
		w.WriteHeader(http.StatusOK)
	}
}
