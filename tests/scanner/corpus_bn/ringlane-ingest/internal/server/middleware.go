package server

import (
	"context"
	"encoding/json"
	"net/http"
	"os"
)

type ctxKey string

const userKey ctxKey = "user"

// requireInternalUser guards the admin endpoints; the ops console forwards
// the signed-in user's email and our gateway key.
func requireInternalUser(next http.Handler) http.Handler {
	gw := os.Getenv("INGEST_ADMIN_KEY")
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Header.Get("X-Api-Key") != gw {
			w.WriteHeader(http.StatusUnauthorized)
			_ = json.NewEncoder(w).Encode(map[string]string{"error": "invalid key"})
			return
		}
		email := r.Header.Get("X-User-Email")
		if email == "" {
			w.WriteHeader(http.StatusBadRequest)
			_ = json.NewEncoder(w).Encode(map[string]string{"error": "missing user"})
			return
		}
		next.ServeHTTP(w, r.WithContext(context.WithValue(r.Context(), userKey, email)))
	})
}
