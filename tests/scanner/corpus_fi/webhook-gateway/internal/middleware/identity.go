package middleware

import (
	"context"
	"net/http"
	"strings"
)

type ctxKey int

const userKey ctxKey = iota

// Identity trusts the X-User-Email / X-User-Id headers that oauth2-proxy injects
// in front of the admin endpoints. The proxy strips any client-supplied copies.
func Identity(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		email := strings.ToLower(r.Header.Get("X-User-Email"))
		uid := r.Header.Get("X-User-Id")
		if email == "" || uid == "" {
			http.Error(w, `{"error":"unauthenticated"}`, http.StatusUnauthorized)
			return
		}
		ctx := context.WithValue(r.Context(), userKey, email)
		next.ServeHTTP(w, r.WithContext(ctx))
	})
}

func UserEmail(ctx context.Context) string {
	s, _ := ctx.Value(userKey).(string)
	return s
}
