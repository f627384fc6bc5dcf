package auth

import (
	"context"
	"net/http"
	"strings"
)

type ctxKey struct{}

// Identity is injected by the internal ALB (OIDC) in front of every gateway route.
type Identity struct {
	Email  string
	UserID string
}

func FromHeaders(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		email := strings.TrimSpace(r.Header.Get("X-User-Email"))
		uid := r.Header.Get("X-User-Id")
		if email == "" {
			http.Error(w, `{"error":"unauthenticated"}`, http.StatusUnauthorized)
			return
		}
		ctx := context.WithValue(r.Context(), ctxKey{}, Identity{Email: email, UserID: uid})
		next.ServeHTTP(w, r.WithContext(ctx))
	})
}

func Get(ctx context.Context) (Identity, bool) {
	id, ok := ctx.Value(ctxKey{}).(Identity)
	return id, ok
}
