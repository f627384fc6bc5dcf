package ringpilot

import (
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/cenkalti/backoff/v4"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func newTestClient(t *testing.T, h http.HandlerFunc) *Client {
	t.Helper()
	srv := httptest.NewServer(h)
	t.Cleanup(srv.Close)
	return New(srv.URL+"/api/public/v1", "test-key",
		WithActingUserEmail("ops@northbeam.co"),
		WithBackoff(func() backoff.BackOff { return &backoff.ZeroBackOff{} }),
		WithMaxRetries(2),
	)
}

func TestListContactLists(t *testing.T) {
	c := newTestClient(t, func(w http.ResponseWriter, r *http.Request) {
		assert.Equal(t, http.MethodGet, r.Method)
		assert.Equal(t, "/api/public/v1/contact-lists", r.URL.Path)
		assert.Equal(t, "test-key", r.Header.Get(headerAPIKey))
		assert.Equal(t, "ops@northbeam.co", r.Header.Get(headerUserEmail))
		_ = json.NewEncoder(w).Encode(map[string]any{
			"data": []ContactList{{ID: "cl_1", Name: "Q3 renewals", Size: 120}},
		})
	})

	lists, err := c.ListContactLists(context.Background())
	require.NoError(t, err)
	require.Len(t, lists, 1)
	assert.Equal(t, "Q3 renewals", lists[0].Name)
}

func TestAppendContacts(t *testing.T) {
	c := newTestClient(t, func(w http.ResponseWriter, r *http.Request) {
		assert.Equal(t, "/api/public/v1/contact-lists/cl_42/contacts", r.URL.Path)
		var body map[string][]Contact
		require.NoError(t, json.NewDecoder(r.Body).Decode(&body))
		assert.Len(t, body["contacts"], 2)
		w.WriteHeader(http.StatusNoContent)
	})

	err := c.AppendContacts(context.Background(), "cl_42", []Contact{
		{Phone: "+14155550101"}, {Phone: "+14155550102"},
	})
	require.NoError(t, err)
}

func TestErrorMapping(t *testing.T) {
	tests := []struct {
		name   string
		status int
		want   error
	}{
		{"401 is unauthorized", http.StatusUnauthorized, ErrUnauthorized},
		{"404 without message is list not found", http.StatusNotFound, ErrListNotFound},
		{"503 is api disabled", http.StatusServiceUnavailable, ErrAPIDisabled},
		{"429 is rate limited", http.StatusTooManyRequests, ErrRateLimited},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c := newTestClient(t, func(w http.ResponseWriter, r *http.Request) {
				w.WriteHeader(tt.status)
			})
			_, err := c.GetContactList(context.Background(), "cl_missing")
			assert.ErrorIs(t, err, tt.want)
		})
	}
}

func TestRetriesOnBadGateway(t *testing.T) {
	calls := 0
	c := newTestClient(t, func(w http.ResponseWriter, r *http.Request) {
		calls++
		if calls < 3 {
			w.WriteHeader(http.StatusBadGateway)
			return
		}
		_, _ = w.Write([]byte(`{"data":[]}`))
	})
	_, err := c.ListContactLists(context.Background())
	require.NoError(t, err)
	assert.Equal(t, 3, calls)
}
