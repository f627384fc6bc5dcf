package middleware

import (
	"context"
	"net/http"
	"strings"
)

type ctxKey int

const identityKey ctxKey = iota

type Identity struct {
	UserID string
	Email  string
}

// Identity pulls the user identity injected by the auth proxy in front of this API.
// Requests without it are rejected; the proxy strips any client-supplied values.
func Identity(next http.Handler) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		id := Identity{
			UserID: r.Header.Get("X-User-Id"),
			Email:  strings.ToLower(r.Header.Get("X-User-Email")),
		}
		if id.UserID == "" || id.Email == "" {
			WriteError(w, http.StatusUnauthorized, "missing identity")
			return
		}
		next.ServeHTTP(w, r.WithContext(context.WithValue(r.Context(), identityKey, id)))
	})
}

func IdentityFrom(ctx context.Context) (Identity, bool) {
	id, ok := ctx.Value(identityKey).(Identity)
	return id, ok
}
