package webhook

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"io"
	"log/slog"
	"net/http"
)

// Handler verifies Dialstack call-event webhooks.
func Handler(secret string) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		body, err := io.ReadAll(io.LimitReader(r.Body, 1<<20))
		if err != nil {
			http.Error(w, "read error", http.StatusBadRequest)
			return
		}
		got := r.Header.Get("X-Dialstack-Signature")
		mac := hmac.New(sha256.New, []byte(secret))
		mac.Write(body)
		want := hex.EncodeToString(mac.Sum(nil))
		if !hmac.Equal([]byte(got), []byte(want)) {
			http.Error(w, "invalid signature", http.StatusUnauthorized)
			return
		}
		slog.Info("dialstack webhook accepted", "bytes", len(body))
		w.WriteHeader(http.StatusNoContent)
	}
}
