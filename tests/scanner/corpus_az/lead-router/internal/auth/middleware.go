package auth

import (
	"context"
	"net/http"
)

type ctxKey struct{}

type Rep struct {
	ID    string
	Email string
}

// FromGateway trusts identity headers set by the internal Envoy gateway.
func FromGateway(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		id := r.Header.Get("X-User-Id")
		email := r.Header.Get("X-User-Email")
		if id == "" {
			http.Error(w, `{"error":"unauthenticated"}`, http.StatusUnauthorized)
			return
		}
		ctx := context.WithValue(r.Context(), ctxKey{}, Rep{ID: id, Email: email})
		next.ServeHTTP(w, r.WithContext(ctx))
	})
}

func RepFrom(ctx context.Context) (Rep, bool) {
	r, ok := ctx.Value(ctxKey{}).(Rep)
	return r, ok
}
