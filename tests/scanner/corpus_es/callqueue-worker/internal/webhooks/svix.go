package webhooks

import (
	"io"
	"net/http"

	svix "github.com/svix/svix-webhooks/go"
)

// SvixHandler receives carrier tracking events relayed through Svix.
type SvixHandler struct {
	WH   *svix.Webhook
	Sink func([]byte) error
}

func (h SvixHandler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	payload, err := io.ReadAll(r.Body)
	if err != nil {
		w.WriteHeader(http.StatusBadRequest)
		return
	}
	// svix-id / svix-timestamp / svix-signature
	if err := h.WH.Verify(payload, r.Header); err != nil {
		w.WriteHeader(http.StatusBadRequest)
		return
	}
	_ = h.Sink(payload)
	w.WriteHeader(http.StatusNoContent)
}
