package webhook

import (
	"io"
	"net/http"

	svix "github.com/svix/svix-webhooks/go"
)

// SvixHandler receives billing events relayed through Svix.
func SvixHandler(secret string) http.HandlerFunc {
	wh, _ := svix.NewWebhook(secret)
	return func(w http.ResponseWriter, r *http.Request) {
		body, _ := io.ReadAll(r.Body)
		if err := wh.Verify(body, r.Header); err != nil {
			http.Error(w, `{"error":"invalid svix signature"}`, http.StatusBadRequest)
			return
		}
		w.WriteHeader(http.StatusNoContent)
	}
}
