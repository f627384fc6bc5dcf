package dialcraft

import (
	"context"
	"errors"
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestContactListsSendsActingUser(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		assert.Equal(t, "exports@brightmoorsolar.com", r.Header.Get("X-User-Email"))
		assert.Equal(t, "Bearer tok", r.Header.Get("Authorization"))
		_, _ = w.Write([]byte(`{"data":[{"id":"cl_1","name":"Spring leads"}]}`))
	}))
	defer srv.Close()

	lists, err := NewClient(srv.URL, "tok", "exports@brightmoorsolar.com").ContactLists(context.Background())
	require.NoError(t, err)
	assert.Len(t, lists, 1)
}

func TestBadGatewayIsTransient(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.WriteHeader(http.StatusBadGateway)
		_, _ = w.Write([]byte(`{"error":"identity provider unreachable"}`))
	}))
	defer srv.Close()

	_, err := NewClient(srv.URL, "tok", "x@y.z").ContactLists(context.Background())
	var apiErr *APIError
	require.True(t, errors.As(err, &apiErr))
	assert.True(t, apiErr.Transient())
}

func TestNotFoundUser(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.WriteHeader(http.StatusNotFound)
		_, _ = w.Write([]byte(`{"error":"user not found"}`))
	}))
	defer srv.Close()

	_, err := NewClient(srv.URL, "tok", "ghost@brightmoorsolar.com").ContactLists(context.Background())
	var apiErr *APIError
	require.ErrorAs(t, err, &apiErr)
	assert.True(t, apiErr.UserMissing())
}
