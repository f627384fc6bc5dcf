package gateway

import (
	"crypto/subtle"
	"encoding/json"
	"net/http"
	"os"
)

// RequireAPIKey protects the internal partner gateway. Partners send the key
// we issued them in x-api-key, and the user they act for in X-User-Email.
func RequireAPIKey(next http.Handler) http.Handler {
	want := []byte(os.Getenv("GATEWAY_PARTNER_KEY"))
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		got := []byte(r.Header.Get("x-api-key"))
		if subtle.ConstantTimeCompare(got, want) != 1 {
			w.Header().Set("Content-Type", "application/json")
			w.WriteHeader(http.StatusUnauthorized)
			_ = json.NewEncoder(w).Encode(map[string]string{"error": "invalid api key"})
			return
		}
		if r.Header.Get("X-User-Email") == "" {
			w.WriteHeader(http.StatusBadRequest)
			_ = json.NewEncoder(w).Encode(map[string]string{"error": "missing X-User-Email"})
			return
		}
		next.ServeHTTP(w, r)
	})
}
