package dialwave

import (
	"context"
	"errors"
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/stretchr/testify/require"
)

func TestAddContacts_IdPDown(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		require.Equal(t, "/contact-lists/cl_9/contacts", r.URL.Path)
		require.Equal(t, "okta-00u1abcd", r.Header.Get("X-User-Id"))
		w.WriteHeader(http.StatusBadGateway)
		_, _ = w.Write([]byte(`{"error":"identity provider unreachable"}`))
	}))
	defer srv.Close()

	c := &Client{baseURL: srv.URL, apiKey: "k", oktaUID: "okta-00u1abcd", http: srv.Client()}
	err := c.AddContacts(context.Background(), "cl_9", []Contact{{Phone: "+15555550123"}})
	require.True(t, errors.Is(err, ErrIdentityProviderDown))
	require.True(t, Retryable(err))
}

func TestStatusText(t *testing.T) {
	e := &Error{Status: 418, Message: "teapot"}
	require.Equal(t, "dialwave: 418 teapot", e.Error())
}
