package auth

import (
	"context"
	"net/http"
)

type ctxKey struct{}

// Identity is populated from the headers oauth2-proxy injects in front of the admin UI.
type Identity struct {
	UserID string
	Email  string
}

func Middleware(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		id := Identity{
			UserID: r.Header.Get("X-User-Id"),
			Email:  r.Header.Get("X-User-Email"),
		}
		if id.Email == "" {
			w.Header().Set("Content-Type", "application/json")
			w.WriteHeader(http.StatusUnauthorized)
			_, _ = w.Write([]byte(`{"error":"not authenticated"}`))
			return
		}
		next.ServeHTTP(w, r.WithContext(context.WithValue(r.Context(), ctxKey{}, id)))
	})
}

func FromContext(ctx context.Context) (Identity, bool) {
	id, ok := ctx.Value(ctxKey{}).(Identity)
	return id, ok
}
