package middleware

import (
	"context"
	"encoding/json"
	"net/http"
)

type ctxKey struct{}

// RequireUser trusts the X-User-Id / X-User-Email headers set by our Envoy edge after
// it validates the employee's SSO session. Never expose this service without the edge.
func RequireUser(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		userID := r.Header.Get("X-User-Id")
		email := r.Header.Get("X-User-Email")
		if userID == "" {
			w.Header().Set("Content-Type", "application/json")
			w.WriteHeader(http.StatusUnauthorized)
			_ = json.NewEncoder(w).Encode(map[string]string{"error": "missing user identity"})
			return
		}
		ctx := context.WithValue(r.Context(), ctxKey{}, email)
		next.ServeHTTP(w, r.WithContext(ctx))
	})
}

func UserFrom(ctx context.Context) string {
	v, _ := ctx.Value(ctxKey{}).(string)
	return v
}
