package webhook

import (
	"io"
	"net/http"

	"github.com/stripe/stripe-go/v76"
	stripewebhook "github.com/stripe/stripe-go/v76/webhook"
)

// StripeVerifier validates billing events for the self-serve plan.
type StripeVerifier struct {
	Secret string
}

func (v StripeVerifier) Verify(r *http.Request) (stripe.Event, error) {
	body, err := io.ReadAll(io.LimitReader(r.Body, maxBody))
	if err != nil {
		return stripe.Event{}, err
	}
	return stripewebhook.ConstructEvent(body, r.Header.Get("Stripe-Signature"), v.Secret)
}
