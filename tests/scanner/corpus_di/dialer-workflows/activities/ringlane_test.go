package activities

import (
	"context"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/require"
	"go.temporal.io/sdk/temporal"
	"go.temporal.io/sdk/testsuite"
)

func fixture(t *testing.T, name string) []byte {
	b, err := os.ReadFile(filepath.Join("testdata", name))
	require.NoError(t, err)
	return b
}

func TestAppendContacts_UserNotFoundIsNonRetryable(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.WriteHeader(http.StatusNotFound)
		_, _ = w.Write(fixture(t, "user_not_found.json"))
	}))
	defer srv.Close()

	var ts testsuite.WorkflowTestSuite
	env := ts.NewTestActivityEnvironment()
	a := &RinglaneActivities{BaseURL: srv.URL + "/api/public/v1", Key: "k", ActorID: "00u1abc", HTTP: srv.Client()}
	env.RegisterActivity(a)

	_, err := env.ExecuteActivity(a.AppendContacts, "cl_1", []Contact{{Phone: "+14155550101"}})
	var appErr *temporal.ApplicationError
	require.ErrorAs(t, err, &appErr)
	require.Equal(t, ErrTypeUserNotFound, appErr.Type())
}

func TestCall_503IsNonRetryable(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.WriteHeader(http.StatusServiceUnavailable)
	}))
	defer srv.Close()
	a := &RinglaneActivities{BaseURL: srv.URL, HTTP: srv.Client()}
	err := a.call(context.Background(), http.MethodGet, "/ping", nil, nil)
	var appErr *temporal.ApplicationError
	require.ErrorAs(t, err, &appErr)
	require.True(t, appErr.NonRetryable())
}
