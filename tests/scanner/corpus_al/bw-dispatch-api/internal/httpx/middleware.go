package httpx

import (
	"context"
	"encoding/json"
	"net/http"
)

type ctxKey string

const userKey ctxKey = "user"

type User struct {
	ID    string
	Email string
}

// Identity trusts the headers injected by oauth2-proxy in front of this service.
func Identity(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		email := r.Header.Get("X-User-Email")
		id := r.Header.Get("X-User-Id")
		if email == "" || id == "" {
			WriteError(w, http.StatusUnauthorized, "missing identity headers")
			return
		}
		ctx := context.WithValue(r.Context(), userKey, User{ID: id, Email: email})
		next.ServeHTTP(w, r.WithContext(ctx))
	})
}

func WriteError(w http.ResponseWriter, status int, msg string) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(map[string]string{"error": msg})
}
