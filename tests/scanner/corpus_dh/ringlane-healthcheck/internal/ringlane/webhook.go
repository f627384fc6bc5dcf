package ringlane

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"io"
	"log/slog"
	"net/http"
)

// WebhookHandler accepts Ringlane's "test webhook" and logs whether the signature matched.
func WebhookHandler(secret []byte, log *slog.Logger) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body, err := io.ReadAll(io.LimitReader(r.Body, 1<<20))
		if err != nil {
			http.Error(w, "read error", http.StatusBadRequest)
			return
		}
		got := r.Header.Get(headerSignature)
		mac := hmac.New(sha256.New, secret)
		mac.Write(body)
		want := hex.EncodeToString(mac.Sum(nil))
		if !hmac.Equal([]byte(got), []byte(want)) {
			log.Warn("ringlane webhook signature mismatch")
			http.Error(w, `{"error":"invalid signature"}`, http.StatusUnauthorized)
			return
		}
		log.Info("ringlane webhook ok", "bytes", len(body))
		w.WriteHeader(http.StatusNoContent)
	})
}
