package ringlane

import (
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/stretchr/testify/require"
)

func newTestServer(t *testing.T, h http.HandlerFunc) *Client {
	t.Helper()
	mux := http.NewServeMux()
	mux.HandleFunc("/api/public/v1/contact-lists", h)
	mux.HandleFunc("/api/public/v1/contact-lists/", h)
	srv := httptest.NewServer(mux)
	t.Cleanup(srv.Close)
	return New(srv.URL+"/api/public/v1", "test-key", "bot@example.com", WithMaxRetries(1))
}

func TestListContactLists(t *testing.T) {
	c := newTestServer(t, func(w http.ResponseWriter, r *http.Request) {
		require.Equal(t, "test-key", r.Header.Get(headerAPIKey))
		require.Equal(t, "bot@example.com", r.Header.Get(headerActingEmail))
		_ = json.NewEncoder(w).Encode(map[string]any{
			"data": []ContactList{{ID: "cl_1", Name: "Q3 webinar", ContactCount: 12}},
		})
	})
	lists, err := c.ListContactLists(context.Background())
	require.NoError(t, err)
	require.Len(t, lists, 1)
}

func TestAppendContacts_Returns502ThenSucceeds(t *testing.T) {
	calls := 0
	c := newTestServer(t, func(w http.ResponseWriter, r *http.Request) {
		calls++
		if calls == 1 {
			w.WriteHeader(http.StatusBadGateway)
			return
		}
		_, _ = w.Write([]byte(`{"added":2,"rejected":[]}`))
	})
	res, err := c.AppendContacts(context.Background(), "cl_1", []Contact{{Phone: "+14155550101"}, {Phone: "+14155550102"}})
	require.NoError(t, err)
	require.Equal(t, 2, res.Added)
	require.Equal(t, 2, calls)
}

func TestGetContactList_UserNotFound(t *testing.T) {
	c := newTestServer(t, func(w http.ResponseWriter, r *http.Request) {
		w.WriteHeader(http.StatusNotFound)
		_, _ = w.Write([]byte(`{"error":"user not found","details":[]}`))
	})
	_, err := c.GetContactList(context.Background(), "cl_404")
	require.True(t, errors.Is(err, ErrUserNotFound))
}

func TestServiceUnavailableIsNotRetried(t *testing.T) {
	calls := 0
	c := newTestServer(t, func(w http.ResponseWriter, r *http.Request) {
		calls++
		w.WriteHeader(http.StatusServiceUnavailable)
	})
	err := c.RemoveContact(context.Background(), "cl_1", "+14155550101")
	require.ErrorIs(t, err, ErrAPIDisabled)
	require.Equal(t, 1, calls)
}
