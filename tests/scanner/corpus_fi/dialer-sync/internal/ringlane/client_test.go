package ringlane

import (
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func newTestClient(t *testing.T, h http.HandlerFunc) *Client {
	t.Helper()
	srv := httptest.NewServer(h)
	t.Cleanup(srv.Close)
	c, err := New(Config{
		BaseURL:    srv.URL + "/api/public/v1",
		APIKey:     "test-key",
		ActingUser: "dialer-bot@brindlefreight.com",
	})
	require.NoError(t, err)
	return c
}

func TestContactLists_SendsAuthHeaders(t *testing.T) {
	c := newTestClient(t, func(w http.ResponseWriter, r *http.Request) {
		assert.Equal(t, "/api/public/v1/contact-lists", r.URL.Path)
		assert.Equal(t, "test-key", r.Header.Get("x-api-key"))
		assert.Equal(t, "dialer-bot@brindlefreight.com", r.Header.Get("X-User-Email"))
		w.Header().Set("Content-Type", "application/json")
		_, _ = w.Write([]byte(`{"data":[{"id":"cl_1","name":"Q3 carriers"}],"nextCursor":null}`))
	})

	lists, err := c.ContactLists(context.Background())
	require.NoError(t, err)
	require.Len(t, lists, 1)
	assert.Equal(t, "cl_1", *lists[0].Id)
}

func TestAppendPhones_Chunks(t *testing.T) {
	var calls int
	c := newTestClient(t, func(w http.ResponseWriter, r *http.Request) {
		calls++
		var body struct{ Phones []string }
		require.NoError(t, json.NewDecoder(r.Body).Decode(&body))
		assert.LessOrEqual(t, len(body.Phones), 1000)
		w.WriteHeader(http.StatusOK)
	})
	phones := make([]string, 2500)
	for i := range phones {
		phones[i] = "+1415555" + string(rune('0'+i%10))
	}
	require.NoError(t, c.AppendPhones(context.Background(), "cl_9", phones))
	assert.Equal(t, 3, calls)
}

func TestDecodeError_Mapping(t *testing.T) {
	cases := []struct {
		name   string
		status int
		body   string
		want   error
	}{
		{"unknown acting user", 404, `{"error":"user not found"}`, ErrUserNotFound},
		{"missing list", 404, `{"error":"contact list not found"}`, ErrListNotFound},
		{"idp down", 502, `{"error":"identity provider unreachable"}`, ErrIdPUnavailable},
		{"api switched off", 503, `{"error":"API disabled"}`, ErrAPIDisabled},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			c := newTestClient(t, func(w http.ResponseWriter, r *http.Request) {
				w.WriteHeader(tc.status)
				_, _ = w.Write([]byte(tc.body))
			})
			err := c.DeleteList(context.Background(), "cl_x")
			require.Error(t, err)
			assert.True(t, errors.Is(err, tc.want), "got %v", err)
		})
	}
}

func TestDecodeError_502IsTemporary(t *testing.T) {
	c := newTestClient(t, func(w http.ResponseWriter, r *http.Request) {
		w.WriteHeader(http.StatusBadGateway)
	})
	err := c.RemovePhone(context.Background(), "cl_1", "+14155550100")
	var apiErr *APIError
	require.ErrorAs(t, err, &apiErr)
	assert.True(t, apiErr.Temporary())
}
