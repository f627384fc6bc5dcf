package webhook

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"io"
	"net/http"
)

const ringsteadSigHeader = "X-Ringstead-Signature"

// RingsteadEvents verifies and forwards call lifecycle events.
func RingsteadEvents(secret []byte, onEvent func([]byte)) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		body, _ := io.ReadAll(io.LimitReader(r.Body, 1<<20))
		got, err := hex.DecodeString(r.Header.Get(ringsteadSigHeader))
		if err != nil {
			http.Error(w, "bad signature", http.StatusUnauthorized)
			return
		}
		mac := hmac.New(sha256.New, secret)
		mac.Write(body)
		if !hmac.Equal(got, mac.Sum(nil)) {
			http.Error(w, "bad signature", http.StatusUnauthorized)
			return
		}
		onEvent(body)
		w.WriteHeader(http.StatusAccepted)
	}
}
