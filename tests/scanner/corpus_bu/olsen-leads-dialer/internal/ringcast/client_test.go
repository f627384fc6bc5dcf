package ringcast

import (
	"context"
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestClient_GetCall_NotFound(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		assert.Equal(t, "/api/public/v2/calls/c_1", r.URL.Path)
		assert.Equal(t, "Bearer rc_test_00000000-0000-0000-0000-000000000000.fake", r.Header.Get("Authorization"))
		w.WriteHeader(http.StatusNotFound)
		_, _ = w.Write([]byte(`{"error":{"code":"not_found","message":"call not found"}}`))
	}))
	defer srv.Close()

	c := NewClient(Config{Host: srv.URL, APIKey: "rc_test_00000000-0000-0000-0000-000000000000.fake"})
	_, err := c.GetCall(context.Background(), "c_1")
	assert.ErrorIs(t, err, ErrNotFound)
}
