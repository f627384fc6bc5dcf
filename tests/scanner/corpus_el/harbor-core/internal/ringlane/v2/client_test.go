package v2

import (
	"context"
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestGetAudience_NotFoundReturnsNil(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		assert.Equal(t, "Bearer rl_test_0b6f8e2a-4c1d-4f7a-9e3b-5d2c1a0f9e8d.s3cr3tPart", r.Header.Get("Authorization"))
		w.WriteHeader(http.StatusNotFound)
		_, _ = w.Write([]byte(`{"error":{"code":"audience_not_found","message":"no such audience"}}`))
	}))
	defer srv.Close()

	c := New("rl_test_0b6f8e2a-4c1d-4f7a-9e3b-5d2c1a0f9e8d.s3cr3tPart")
	c.baseURL = srv.URL
	a, err := c.GetAudience(context.Background(), "aud_123")
	require.NoError(t, err)
	assert.Nil(t, a)
}
