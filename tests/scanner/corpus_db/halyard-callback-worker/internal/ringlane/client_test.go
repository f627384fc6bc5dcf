package ringlane

import (
	"context"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"gitlab.com/halyard/callback-worker/internal/config"
)

func testClient(t *testing.T, h http.HandlerFunc) *Client {
	t.Helper()
	srv := httptest.NewServer(h)
	t.Cleanup(srv.Close)
	return New(config.Ringlane{
		BaseURL:      srv.URL,
		APIVersion:   "v1",
		APIKey:       "test-key",
		ActingUserID: "00uTESTUSER",
		Timeout:      2 * time.Second,
	})
}

func TestAddContactsSendsHeaders(t *testing.T) {
	c := testClient(t, func(w http.ResponseWriter, r *http.Request) {
		assert.Equal(t, http.MethodPost, r.Method)
		assert.Equal(t, "/api/public/v1/contact-lists/cl_7c1e0d/contacts", r.URL.Path)
		assert.Equal(t, "test-key", r.Header.Get("X-Api-Key"))
		assert.Equal(t, "00uTESTUSER", r.Header.Get("X-User-Id"))
		w.WriteHeader(http.StatusCreated)
	})
	require.NoError(t, c.AddContacts(context.Background(), "cl_7c1e0d", Contact{Phone: "+15550123"}))
}

func TestUserNotFound(t *testing.T) {
	c := testClient(t, func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(http.StatusNotFound)
		_, _ = w.Write([]byte(`{"error":"user not found"}`))
	})
	_, err := c.GetList(context.Background(), "cl_1")
	assert.ErrorIs(t, err, ErrUserNotFound)
}

func TestGatewayErrorIsRetriedThenWrapped(t *testing.T) {
	calls := 0
	c := testClient(t, func(w http.ResponseWriter, r *http.Request) {
		calls++
		w.WriteHeader(http.StatusBadGateway)
	})
	_, err := c.GetList(context.Background(), "cl_1")
	assert.ErrorIs(t, err, ErrIdentityUnavailable)
	assert.Equal(t, 4, calls)
}

func TestValidationErrorKeepsStatus(t *testing.T) {
	c := testClient(t, func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(http.StatusUnprocessableEntity)
		_, _ = w.Write([]byte(`{"error":"invalid contacts","details":[{"path":"contacts[0].phone","message":"not E.164"}]}`))
	})
	err := c.AddContacts(context.Background(), "cl_1", Contact{Phone: "555"})
	var se *StatusError
	require.ErrorAs(t, err, &se)
	assert.Equal(t, 422, se.Code)
	assert.Contains(t, se.Message, "not E.164")
}
