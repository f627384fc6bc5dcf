package middleware

import (
	"crypto/subtle"
	"net/http"
)

// InternalKey guards the API for service-to-service callers (reporting jobs, Retool).
func InternalKey(keys []string) func(http.Handler) http.Handler {
	return func(next http.Handler) http.Handler {
		return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
			got := r.Header.Get("X-API-Key")
			for _, k := range keys {
				if subtle.ConstantTimeCompare([]byte(got), []byte(k)) == 1 {
					next.ServeHTTP(w, r)
					return
				}
			}
			WriteError(w, http.StatusUnauthorized, "invalid api key")
		})
	}
}
