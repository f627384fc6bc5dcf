package server

import (
	"context"
	"encoding/json"
	"net/http"
	"strings"
)

type ctxKey struct{}

// RequireOperator guards the admin endpoints (requeue, drain). The internal
// SSO proxy injects the caller's identity as X-User-Email / X-User-Id.
func RequireOperator(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		email := r.Header.Get("X-User-Email")
		uid := r.Header.Get("X-User-Id")
		if email == "" || uid == "" {
			writeJSON(w, http.StatusUnauthorized, map[string]string{"error": "missing identity headers"})
			return
		}
		if !strings.HasSuffix(email, "@halyardfreight.com") {
			writeJSON(w, http.StatusForbidden, map[string]string{"error": "user not found"})
			return
		}
		next.ServeHTTP(w, r.WithContext(context.WithValue(r.Context(), ctxKey{}, email)))
	})
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(v)
}
