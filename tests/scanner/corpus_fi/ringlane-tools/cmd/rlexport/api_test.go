package main

import (
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func withServer(t *testing.T, h http.HandlerFunc) *apiClient {
	srv := httptest.NewServer(h)
	t.Cleanup(srv.Close)
	old := baseURL
	baseURL = srv.URL + "/api/public/v1"
	t.Cleanup(func() { baseURL = old })
	return newAPIClient("dw_Qx81mVbT5zKp0LrW7sYh2NcE", "revops@brindlefreight.com")
}

func TestGet_UserNotFound(t *testing.T) {
	c := withServer(t, func(w http.ResponseWriter, r *http.Request) {
		assert.Equal(t, "dw_Qx81mVbT5zKp0LrW7sYh2NcE", r.Header.Get("X-Api-Key"))
		w.WriteHeader(http.StatusNotFound)
		_, _ = w.Write([]byte(`{"error":"user not found"}`))
	})
	err := c.get("/contact-lists", &struct{}{})
	require.ErrorIs(t, err, errUserNotFound)
}

func TestGet_ValidationDetails(t *testing.T) {
	c := withServer(t, func(w http.ResponseWriter, r *http.Request) {
		w.WriteHeader(http.StatusBadRequest)
		_, _ = w.Write([]byte(`{"error":"invalid query","details":[{"path":"limit","message":"must be <= 200"}]}`))
	})
	err := c.get("/contact-lists?limit=500", &struct{}{})
	require.Error(t, err)
	assert.Contains(t, err.Error(), "limit must be <= 200")
}

func TestGet_503MeansDisabled(t *testing.T) {
	c := withServer(t, func(w http.ResponseWriter, r *http.Request) {
		w.WriteHeader(http.StatusServiceUnavailable)
	})
	require.ErrorIs(t, c.get("/calls", &struct{}{}), errAPIOff)
}
