package api

import (
	"context"
	"flag"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/require"
)

var update = flag.Bool("update", false, "rewrite golden files")

func checkGolden(t *testing.T, name, got string) {
	t.Helper()
	p := filepath.Join("testdata", name+".golden")
	if *update {
		require.NoError(t, os.WriteFile(p, []byte(got), 0o644))
	}
	want, err := os.ReadFile(p)
	require.NoError(t, err)
	require.Equal(t, string(want), got)
}

func errorServer(t *testing.T, status int, body string) *Client {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.WriteHeader(status)
		_, _ = w.Write([]byte(body))
	}))
	t.Cleanup(srv.Close)
	return New(srv.URL, "k", "ops@tallyhaus.com", 0)
}

func TestErrorMessages(t *testing.T) {
	cases := []struct {
		name   string
		status int
		body   string
	}{
		{"err_404_user", 404, `{"error":"user not found"}`},
		{"err_503", 503, `{"error":"API disabled on the server"}`},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			err := errorServer(t, tc.status, tc.body).Get(context.Background(), "/anything", nil)
			require.Error(t, err)
			checkGolden(t, tc.name, err.Error())
		})
	}
}

func TestMissingActingUser(t *testing.T) {
	c := New("http://127.0.0.1:1", "k", "", 0)
	require.ErrorIs(t, c.Get(context.Background(), "/x", nil), ErrNoActingUser)
}
