package stripehook

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"io"
	"net/http"
	"strings"
)

// Handler verifies Stripe-Signature (t=...,v1=...) on billing events.
func Handler(secret string) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body, _ := io.ReadAll(r.Body)
		header := r.Header.Get("Stripe-Signature")
		var ts, v1 string
		for _, part := range strings.Split(header, ",") {
			kv := strings.SplitN(part, "=", 2)
			if len(kv) != 2 {
				continue
			}
			switch kv[0] {
			case "t":
				ts = kv[1]
			case "v1":
				v1 = kv[1]
			}
		}
		mac := hmac.New(sha256.New, []byte(secret))
		mac.Write([]byte(ts + "." + string(body)))
		if !hmac.Equal([]byte(hex.EncodeToString(mac.Sum(nil))), []byte(v1)) {
			w.WriteHeader(http.StatusBadRequest)
			w.Write([]byte(`{"error":"invalid signature"}`))
			return
		}
		w.WriteHeader(http.StatusOK)
	})
}
