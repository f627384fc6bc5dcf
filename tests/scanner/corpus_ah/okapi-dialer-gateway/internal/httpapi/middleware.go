package httpapi

import (
	"context"
	"encoding/json"
	"net/http"
	"strings"
)

type ctxKey string

const userEmailKey ctxKey = "userEmail"

// RequireUser trusts the X-User-Email header injected by our Envoy ext_authz filter.
func RequireUser(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		email := strings.TrimSpace(r.Header.Get("X-User-Email"))
		if email == "" {
			writeErr(w, http.StatusUnauthorized, "missing user")
			return
		}
		next.ServeHTTP(w, r.WithContext(context.WithValue(r.Context(), userEmailKey, email)))
	})
}

// RequireServiceKey protects /internal routes used by the Airflow box.
func RequireServiceKey(key string) func(http.Handler) http.Handler {
	return func(next http.Handler) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			if r.Header.Get("x-api-key") != key {
				writeErr(w, http.StatusUnauthorized, "invalid key")
				return
			}
			next.ServeHTTP(w, r)
		})
	}
}

func writeErr(w http.ResponseWriter, status int, msg string) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(map[string]string{"error": msg})
}
