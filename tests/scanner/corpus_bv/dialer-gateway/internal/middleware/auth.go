package middleware

import (
	"context"
	"net/http"
)

type ctxKey string

const userKey ctxKey = "user"

// Identity trusts the X-User-Id / X-User-Email headers set by our internal API gateway
// (Envoy strips them from external traffic). This is OUR service's auth, not Ringstead's.
func Identity(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		uid := r.Header.Get("X-User-Id")
		email := r.Header.Get("X-User-Email")
		if uid == "" || email == "" {
			http.Error(w, `{"error":"missing identity"}`, http.StatusUnauthorized)
			return
		}
		ctx := context.WithValue(r.Context(), userKey, email)
		next.ServeHTTP(w, r.WithContext(ctx))
	})
}

func UserEmail(ctx context.Context) string {
	v, _ := ctx.Value(userKey).(string)
	return v
}
