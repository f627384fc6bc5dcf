package middleware

import (
	"context"
	"encoding/json"
	"net/http"
)

type ctxKey string

const UserEmailKey ctxKey = "user_email"

// RequireUser trusts the identity headers injected by oauth2-proxy in front of us.
func RequireUser(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		email := r.Header.Get("X-User-Email")
		uid := r.Header.Get("X-User-Id")
		if email == "" || uid == "" {
			w.Header().Set("Content-Type", "application/json")
			w.WriteHeader(http.StatusUnauthorized)
			_ = json.NewEncoder(w).Encode(map[string]string{"error": "missing identity headers"})
			return
		}
		ctx := context.WithValue(r.Context(), UserEmailKey, email)
		next.ServeHTTP(w, r.WithContext(ctx))
	})
}
