package callharbor

import (
	"context"
	"errors"
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestPushPatients(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		assert.Equal(t, "/api/public/v1/contact-lists/17/contacts", r.URL.Path)
		assert.Equal(t, "nurse.lead@kestrelhealth.com", r.Header.Get(hdrUserEmail))
		w.WriteHeader(http.StatusOK)
	}))
	defer srv.Close()

	c := NewClient("test", WithBaseURL(srv.URL+"/api/public/v1"), WithActor("nurse.lead@kestrelhealth.com"))
	require.NoError(t, c.PushPatients(context.Background(), 17, []string{"+16175550111"}))
}

func TestDisabledAPI(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.WriteHeader(http.StatusServiceUnavailable)
	}))
	defer srv.Close()

	c := NewClient("test", WithBaseURL(srv.URL))
	_, err := c.Lists(context.Background())
	var apiErr APIError
	require.True(t, errors.As(err, &apiErr))
	assert.True(t, apiErr.Disabled())
}
