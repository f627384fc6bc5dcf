package ringstead

import (
	"context"
	"errors"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func newTestClient(t *testing.T, h http.HandlerFunc) *Client {
	t.Helper()
	srv := httptest.NewServer(h)
	t.Cleanup(srv.Close)
	return New(Config{Host: srv.URL, APIVersion: "v1", APIKey: "k", ServiceUser: "bot@quillmetric.com", Timeout: time.Second})
}

func TestAppendPhones_SendsHeaders(t *testing.T) {
	c := newTestClient(t, func(w http.ResponseWriter, r *http.Request) {
		assert.Equal(t, "/api/public/v1/contact-lists/cl_1/contacts", r.URL.Path)
		assert.Equal(t, "k", r.Header.Get("X-API-Key"))
		assert.Equal(t, "rep@quillmetric.com", r.Header.Get("X-User-Email"))
		w.WriteHeader(http.StatusCreated)
	})
	require.NoError(t, c.AppendPhones(context.Background(), "rep@quillmetric.com", "cl_1", []string{"+15551234567"}))
}

func TestUserNotFound(t *testing.T) {
	c := newTestClient(t, func(w http.ResponseWriter, r *http.Request) {
		w.WriteHeader(http.StatusNotFound)
		_, _ = w.Write([]byte(`{"error":"user not found"}`))
	})
	_, err := c.StartCall(context.Background(), "ghost@quillmetric.com", "+15550000000")
	assert.True(t, errors.Is(err, ErrUserNotFound))
}

func TestBadGatewayIsRetried(t *testing.T) {
	calls := 0
	c := newTestClient(t, func(w http.ResponseWriter, r *http.Request) {
		calls++
		if calls < 2 {
			w.WriteHeader(http.StatusBadGateway)
			return
		}
		_, _ = w.Write([]byte(`{"id":"call_1"}`))
	})
	id, err := c.StartCall(context.Background(), "", "+15550000000")
	require.NoError(t, err)
	assert.Equal(t, "call_1", id)
}
