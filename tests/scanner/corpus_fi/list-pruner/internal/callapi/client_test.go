package callapi

import (
	"context"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"sync/atomic"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func testClient(t *testing.T, h http.HandlerFunc) *Client {
	t.Helper()
	srv := httptest.NewServer(h)
	t.Cleanup(srv.Close)
	logger := slog.New(slog.NewTextHandler(io.Discard, nil))
	c := NewClient(srv.URL, "k", "00u1a2b3c4D5e6F7g8h9", logger)
	c.http.RetryWaitMin, c.http.RetryWaitMax = 0, 0
	return c
}

func TestRemoveContact_EscapesPhone(t *testing.T) {
	c := testClient(t, func(w http.ResponseWriter, r *http.Request) {
		require.Equal(t, http.MethodDelete, r.Method)
		require.Equal(t, "/api/public/v1/contact-lists/cl_42/contacts/%2B14155550123", r.URL.EscapedPath())
		require.Equal(t, "k", r.Header.Get("X-Api-Key"))
		require.Equal(t, "00u1a2b3c4D5e6F7g8h9", r.Header.Get("X-User-Id"))
		w.WriteHeader(http.StatusNoContent)
	})
	require.NoError(t, c.RemoveContact(context.Background(), "cl_42", "+14155550123"))
}

func TestRetriesTransientGatewayErrors(t *testing.T) {
	var n atomic.Int32
	c := testClient(t, func(w http.ResponseWriter, r *http.Request) {
		if n.Add(1) < 3 {
			w.WriteHeader(http.StatusBadGateway)
			return
		}
		_, _ = io.WriteString(w, `{"id":"cl_1","name":"Dormant shippers"}`)
	})
	cl, err := c.GetContactList(context.Background(), "cl_1")
	require.NoError(t, err)
	assert.Equal(t, "Dormant shippers", cl.Name)
	assert.EqualValues(t, 3, n.Load())
}

func TestDoesNotRetry503(t *testing.T) {
	var n atomic.Int32
	c := testClient(t, func(w http.ResponseWriter, r *http.Request) {
		n.Add(1)
		w.WriteHeader(http.StatusServiceUnavailable)
		_, _ = io.WriteString(w, `{"error":"API disabled"}`)
	})
	err := c.DeleteContactList(context.Background(), "cl_1")
	require.Error(t, err)
	assert.True(t, IsAPIDisabled(err))
	assert.EqualValues(t, 1, n.Load())
}

func TestIsUserNotFound(t *testing.T) {
	c := testClient(t, func(w http.ResponseWriter, r *http.Request) {
		w.WriteHeader(http.StatusNotFound)
		_, _ = io.WriteString(w, `{"error":"user not found","details":[]}`)
	})
	_, err := c.ListContactLists(context.Background())
	assert.True(t, IsUserNotFound(err))
	assert.False(t, IsListNotFound(err))
}
