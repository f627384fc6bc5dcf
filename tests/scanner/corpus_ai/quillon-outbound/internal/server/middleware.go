package server

import (
	"context"
	"net/http"
)

type ctxKey string

const userKey ctxKey = "user"

// RequireUser trusts X-User-Id / X-User-Email set by the internal gateway
// (oauth2-proxy) after it authenticated the installer.
func RequireUser(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		id := r.Header.Get("X-User-Id")
		email := r.Header.Get("X-User-Email")
		if id == "" {
			w.Header().Set("Content-Type", "application/json")
			w.WriteHeader(http.StatusUnauthorized)
			_, _ = w.Write([]byte(`{"error":"missing user"}`))
			return
		}
		ctx := context.WithValue(r.Context(), userKey, map[string]string{"id": id, "email": email})
		next.ServeHTTP(w, r.WithContext(ctx))
	})
}
