package ringlane

import (
	"context"
	"errors"
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/stretchr/testify/require"
)

func TestAppendContacts_SendsPhones(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		require.Equal(t, "/contact-lists/L-123/contacts", r.URL.Path)
		require.Equal(t, http.MethodPost, r.Method)
		w.WriteHeader(http.StatusNoContent)
	}))
	defer srv.Close()

	c := New("test-key", WithBaseURL(srv.URL))
	err := c.AppendContacts(context.Background(), Actor{Email: "agent@harborpeak.com"}, "L-123", []string{"+14155550100"})
	require.NoError(t, err)
}

func TestDecodeError_503IsAPIDisabled(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.WriteHeader(http.StatusServiceUnavailable)
	}))
	defer srv.Close()

	c := New("test-key", WithBaseURL(srv.URL))
	_, err := c.ListContactLists(context.Background(), Actor{IdpID: "00u9"})
	require.True(t, errors.Is(err, ErrAPIDisabled))
}
