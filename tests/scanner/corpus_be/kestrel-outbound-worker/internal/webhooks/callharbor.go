package webhooks

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"io"
	"net/http"
	"os"
)

// CallHarbor posts call.completed events here (legacy signing).
func CallHarborHandler(next func([]byte)) http.HandlerFunc {
	secret := []byte(os.Getenv("CALLHARBOR_WEBHOOK_SECRET"))
	return func(w http.ResponseWriter, r *http.Request) {
		body, _ := io.ReadAll(r.Body)
		got := r.Header.Get("X-CallHarbor-Signature")
		mac := hmac.New(sha256.New, secret)
		mac.Write(body)
		if !hmac.Equal([]byte(got), []byte(hex.EncodeToString(mac.Sum(nil)))) {
			http.Error(w, `{"error":"bad signature"}`, http.StatusUnauthorized)
			return
		}
		next(body)
		w.WriteHeader(http.StatusNoContent)
	}
}
