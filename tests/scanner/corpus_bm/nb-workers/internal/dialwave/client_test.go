package dialwave

import (
	"context"
	"errors"
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/stretchr/testify/require"
)

func newTestClient(t *testing.T, h http.Handler) *Client {
	t.Helper()
	srv := httptest.NewServer(h)
	t.Cleanup(srv.Close)
	return &Client{baseURL: srv.URL + "/api/public/v1", apiKey: "test", http: srv.Client()}
}

func TestContactLists(t *testing.T) {
	mux := http.NewServeMux()
	mux.HandleFunc("/api/public/v1/contact-lists", func(w http.ResponseWriter, r *http.Request) {
		w.Write([]byte(`{"data":[{"id":"cl_7","name":"Phoenix","contactCount":40}]}`))
	})
	lists, err := newTestClient(t, mux).ContactLists(context.Background(), "rep@northbeamsolar.com")
	require.NoError(t, err)
	require.Equal(t, "Phoenix", lists[0].Name)
}

func TestUnknownRepIsSentinel(t *testing.T) {
	h := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.WriteHeader(http.StatusNotFound)
		w.Write([]byte(`{"error":"user not found","details":[]}`))
	})
	err := newTestClient(t, h).DeleteList(context.Background(), "ghost@northbeamsolar.com", "cl_1")
	require.True(t, errors.Is(err, ErrUserNotFound))
}

func TestServiceUnavailableIsAPIDisabled(t *testing.T) {
	h := http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.WriteHeader(http.StatusServiceUnavailable)
	})
	err := newTestClient(t, h).DeleteList(context.Background(), "rep@northbeamsolar.com", "cl_1")
	require.ErrorIs(t, err, ErrAPIDisabled)
}
