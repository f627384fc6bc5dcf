package webhooks

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"io"
	"net/http"
	"os"
)

// CallHarbor verifies and accepts call-outcome webhooks.
func CallHarbor(next func([]byte) error) http.HandlerFunc {
	secret := []byte(os.Getenv("CALLHARBOR_WEBHOOK_SECRET"))
	return func(w http.ResponseWriter, r *http.Request) {
		payload, err := io.ReadAll(io.LimitReader(r.Body, 1<<20))
		if err != nil {
			http.Error(w, "read error", http.StatusBadRequest)
			return
		}
		got := r.Header.Get("X-CallHarbor-Signature")
		mac := hmac.New(sha256.New, secret)
		mac.Write(payload)
		want := hex.EncodeToString(mac.Sum(nil))
		if !hmac.Equal([]byte(got), []byte(want)) {
			http.Error(w, "bad signature", http.StatusUnauthorized)
			return
		}
		if err := next(payload); err != nil {
			http.Error(w, err.Error(), http.StatusInternalServerError)
			return
		}
		w.WriteHeader(http.StatusNoContent)
	}
}
