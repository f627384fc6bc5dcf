package middleware

import (
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestIdentity_MissingEmailReturns401(t *testing.T) {
	h := Identity(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) { w.WriteHeader(200) }))
	req := httptest.NewRequest(http.MethodGet, "/api/v1/contact-lists", nil)
	req.Header.Set("X-User-Id", "auth0|5f2a")
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	assert.Equal(t, http.StatusUnauthorized, rec.Code)
	assert.JSONEq(t, `{"error":"missing identity"}`, rec.Body.String())
}

func TestIdentity_PassesThrough(t *testing.T) {
	var got Identity
	h := Identity(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		got, _ = IdentityFrom(r.Context())
	}))
	req := httptest.NewRequest(http.MethodGet, "/api/v1/calls/c_1", nil)
	req.Header.Set("X-User-Id", "auth0|5f2a")
	req.Header.Set("X-User-Email", "Dana@Tallyhaus.com")
	h.ServeHTTP(httptest.NewRecorder(), req)
	assert.Equal(t, "dana@tallyhaus.com", got.Email)
}
