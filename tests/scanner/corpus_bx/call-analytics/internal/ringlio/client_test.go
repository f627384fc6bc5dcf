package ringlio

import (
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/stretchr/testify/require"
)

func TestContactLists_UserNotFound(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		require.Equal(t, "test-key", r.Header.Get("X-Api-Key"))
		w.WriteHeader(http.StatusNotFound)
		_, _ = w.Write([]byte(`{"error":"user not found"}`))
	}))
	defer srv.Close()

	c := New(Config{Host: srv.URL, APIKey: "test-key", ActingUser: "bot@tallyfield.co"})
	_, err := c.ContactLists(1)
	require.ErrorIs(t, err, ErrUserNotFound)
}

func TestContactLists_BadGatewayIsTransient(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.WriteHeader(http.StatusBadGateway)
	}))
	defer srv.Close()

	c := New(Config{Host: srv.URL, APIKey: "k"})
	_, err := c.ContactLists(1)
	require.ErrorIs(t, err, ErrIdPUnavailable)
}
