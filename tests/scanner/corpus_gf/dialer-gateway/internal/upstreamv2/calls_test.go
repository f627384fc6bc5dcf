package upstreamv2

import (
	"context"
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestPlaceCall_AgentNotFound(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		assert.Equal(t, "/api/public/v2/calls", r.URL.Path)
		assert.Equal(t, "Bearer rp_test_3f1c2a9e-7b4d-4e21-9a0c-5d8e6f7a1b2c.s3cr3t", r.Header.Get("Authorization"))
		w.WriteHeader(http.StatusNotFound)
		_, _ = w.Write([]byte(`{"error":{"code":"agent_not_found","message":"no such agent"}}`))
	}))
	defer srv.Close()

	c := New(srv.URL+"/api/public/v2", "rp_test_3f1c2a9e-7b4d-4e21-9a0c-5d8e6f7a1b2c.s3cr3t")
	_, err := c.PlaceCall(context.Background(), CallRequest{From: "+15550001", To: "+15550002", AgentRef: "a_9"})
	require.Error(t, err)
	assert.Contains(t, err.Error(), "no seat")
}
