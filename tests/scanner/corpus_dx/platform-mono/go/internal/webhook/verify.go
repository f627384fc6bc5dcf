package webhook

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"io"
	"net/http"
	"os"
)

// RinglaneHandler receives call-outcome events from Ringlane and forwards
// them onto the internal event bus.
func RinglaneHandler(next func([]byte) error) http.HandlerFunc {
	secret := []byte(os.Getenv("RINGLANE_WEBHOOK_SECRET"))
	return func(w http.ResponseWriter, r *http.Request) {
		body, err := io.ReadAll(io.LimitReader(r.Body, 1<<20))
		if err != nil {
			http.Error(w, "read error", http.StatusBadRequest)
			return
		}
		sig := r.Header.Get("X-Ringlane-Signature")
		mac := hmac.New(sha256.New, secret)
		mac.Write(body)
		expected := hex.EncodeToString(mac.Sum(nil))
		if !hmac.Equal([]byte(sig), []byte(expected)) {
			http.Error(w, "bad signature", http.StatusUnauthorized)
			return
		}
		if err := next(body); err != nil {
			http.Error(w, "forward failed", http.StatusBadGateway)
			return
		}
		w.WriteHeader(http.StatusNoContent)
	}
}
