// Package authmw is the middleware in front of the internal platform portal.
// The oauth2-proxy sidecar injects the identity headers below.
package authmw

import (
	"context"
	"encoding/json"
	"net/http"
)

type ctxKey struct{}

type Identity struct {
	Email string
	ID    string
}

func FromProxyHeaders(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		email := r.Header.Get("X-User-Email")
		id := r.Header.Get("X-User-Id")
		if email == "" {
			w.Header().Set("Content-Type", "application/json")
			w.WriteHeader(http.StatusUnauthorized)
			_ = json.NewEncoder(w).Encode(map[string]string{"error": "unauthenticated"})
			return
		}
		ctx := context.WithValue(r.Context(), ctxKey{}, Identity{Email: email, ID: id})
		next.ServeHTTP(w, r.WithContext(ctx))
	})
}

func IdentityFrom(ctx context.Context) (Identity, bool) {
	id, ok := ctx.Value(ctxKey{}).(Identity)
	return id, ok
}
