package billing

import (
	"io"
	"net/http"
	"os"

	"github.com/stripe/stripe-go/v76/webhook"
)

func StripeHandler(w http.ResponseWriter, r *http.Request) {
	payload, err := io.ReadAll(r.Body)
	if err != nil {
		http.Error(w, `{"error":"read failed"}`, http.StatusServiceUnavailable)
		return
	}
	_, err = webhook.ConstructEvent(payload, r.Header.Get("Stripe-Signature"), os.Getenv("STRIPE_WEBHOOK_SECRET"))
	if err != nil {
		http.Error(w, `{"error":"bad signature"}`, http.StatusBadRequest)
		return
	}
	w.WriteHeader(http.StatusOK)
}
