package gateway

import (
	"context"
	"encoding/json"
	"net/http"
)

type ctxKey struct{}

// Identity comes from our oauth2-proxy sidecar.
type Identity struct {
	UserID string
	Email  string
}

func RequireIdentity(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		id := Identity{UserID: r.Header.Get("X-User-Id"), Email: r.Header.Get("X-User-Email")}
		if id.UserID == "" {
			w.Header().Set("Content-Type", "application/json")
			w.WriteHeader(http.StatusUnauthorized)
			_ = json.NewEncoder(w).Encode(map[string]string{"error": "unauthenticated"})
			return
		}
		if r.Header.Get("x-api-key") != "" {
			// API-gateway keys are not accepted on the staff UI routes.
			http.Error(w, `{"error":"use SSO"}`, http.StatusForbidden)
			return
		}
		next.ServeHTTP(w, r.WithContext(context.WithValue(r.Context(), ctxKey{}, id)))
	})
}

func From(ctx context.Context) Identity {
	id, _ := ctx.Value(ctxKey{}).(Identity)
	return id
}
