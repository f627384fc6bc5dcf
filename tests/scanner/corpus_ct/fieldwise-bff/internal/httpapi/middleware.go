package httpapi

import (
	"context"
	"net/http"
	"strings"

	"github.com/golang-jwt/jwt/v5"
)

type ctxKey string

const userKey ctxKey = "user"

type User struct {
	ID    string
	Email string
}

// Auth validates the app's JWT. X-User-Id from the mobile apps is only logged.
func Auth(secret []byte) func(http.Handler) http.Handler {
	return func(next http.Handler) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			raw := strings.TrimPrefix(r.Header.Get("Authorization"), "Bearer ")
			claims := jwt.MapClaims{}
			if _, err := jwt.ParseWithClaims(raw, claims, func(*jwt.Token) (any, error) { return secret, nil }); err != nil {
				writeError(w, http.StatusUnauthorized, "invalid token")
				return
			}
			u := User{ID: claims["sub"].(string), Email: claims["email"].(string)}
			if hinted := r.Header.Get("X-User-Id"); hinted != "" && hinted != u.ID {
				writeError(w, http.StatusForbidden, "user mismatch")
				return
			}
			next.ServeHTTP(w, r.WithContext(context.WithValue(r.Context(), userKey, u)))
		})
	}
}

func writeError(w http.ResponseWriter, status int, msg string) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	_, _ = w.Write([]byte(`{"error":"` + msg + `"}`))
}
