package httpx

import (
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestHeaderTransport(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		assert.Equal(t, "gw-key-123", r.Header.Get("X-Api-Key"))
		assert.Equal(t, "svc-reporting", r.Header.Get("X-User-Id"))
		w.WriteHeader(http.StatusNoContent)
	}))
	defer srv.Close()

	c := New(WithHeader("X-Api-Key", "gw-key-123"), WithHeader("X-User-Id", "svc-reporting"))
	resp, err := c.Get(srv.URL + "/v1/reports")
	require.NoError(t, err)
	assert.Equal(t, http.StatusNoContent, resp.StatusCode)
}
