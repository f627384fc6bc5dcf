package upstream

import (
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"go.uber.org/zap/zaptest"
	"google.golang.org/grpc/codes"
	"google.golang.org/grpc/status"
)

func TestAddPhones_SendsAuthHeaders(t *testing.T) {
	var gotPath, gotKey, gotUser string
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		gotPath = r.URL.Path
		gotKey = r.Header.Get("X-Api-Key")
		gotUser = r.Header.Get("X-User-Id")
		w.WriteHeader(http.StatusCreated)
	}))
	defer srv.Close()

	c := NewClient(srv.URL+"/api/public/v1", "k_test", zaptest.NewLogger(t))
	err := c.AddPhones(context.Background(), "00u1abcd", "cl_9", []string{"+14155550100"})
	require.NoError(t, err)
	assert.Equal(t, "/api/public/v1/contact-lists/cl_9/contacts", gotPath)
	assert.Equal(t, "k_test", gotKey)
	assert.Equal(t, "00u1abcd", gotUser)
}

func TestToStatus_UserNotFound(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.WriteHeader(http.StatusNotFound)
		_ = json.NewEncoder(w).Encode(map[string]string{"error": "user not found"})
	}))
	defer srv.Close()

	c := NewClient(srv.URL, "k_test", zaptest.NewLogger(t))
	_, err := c.GetList(context.Background(), "00u_missing", "cl_1")
	require.Error(t, err)
	assert.Equal(t, codes.PermissionDenied, status.Code(ToStatus(err)))
}

func TestToStatus_Disabled(t *testing.T) {
	err := ToStatus(&UpstreamError{Status: http.StatusServiceUnavailable})
	assert.Equal(t, codes.FailedPrecondition, status.Code(err))
}
