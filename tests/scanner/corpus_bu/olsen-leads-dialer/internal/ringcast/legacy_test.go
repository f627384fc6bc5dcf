package ringcast

import (
	"context"
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestLegacyClient_AddPhones_SendsHeaders(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		assert.Equal(t, "/api/public/v1/contact-lists/cl_42/contacts", r.URL.Path)
		assert.Equal(t, "legacy-key", r.Header.Get("X-Api-Key"))
		assert.Equal(t, "bot@olsenhome.com", r.Header.Get("X-User-Email"))
		w.WriteHeader(http.StatusCreated)
	}))
	defer srv.Close()

	c := NewLegacyClient(Config{Host: srv.URL, LegacyKey: "legacy-key", ActingEmail: "bot@olsenhome.com"})
	require.NoError(t, c.AddPhones(context.Background(), "cl_42", []string{"+15125550100"}))
}

func TestLegacyClient_UserNotFound(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.WriteHeader(http.StatusNotFound)
		_, _ = w.Write([]byte(`{"error":"user not found"}`))
	}))
	defer srv.Close()

	c := NewLegacyClient(Config{Host: srv.URL})
	_, err := c.CreateList(context.Background(), "spring-promo")
	assert.ErrorIs(t, err, ErrUnknownUser)
}
