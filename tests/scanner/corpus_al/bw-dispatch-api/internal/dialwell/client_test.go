package dialwell

import (
	"context"
	"net/http"
	"net/http/httptest"
	"sync/atomic"
	"testing"

	"github.com/stretchr/testify/require"
)

func TestAddToListRetriesOnBadGateway(t *testing.T) {
	var calls int32
	mux := http.NewServeMux()
	mux.HandleFunc("/api/public/v1/contact-lists/L1/contacts", func(w http.ResponseWriter, r *http.Request) {
		if atomic.AddInt32(&calls, 1) == 1 {
			w.WriteHeader(http.StatusBadGateway)
			return
		}
		w.WriteHeader(http.StatusCreated)
	})
	srv := httptest.NewServer(mux)
	defer srv.Close()

	c := New(Config{BaseURL: srv.URL + "/api/public/v1", APIKey: "k", ActingUser: "00u1", MaxAttempts: 3})
	err := c.AddToList(context.Background(), "L1", []Contact{{Phone: "+4915112345678"}})
	require.NoError(t, err)
	require.EqualValues(t, 2, calls)
}

func TestCheckServiceUnavailable(t *testing.T) {
	rec := httptest.NewRecorder()
	rec.WriteHeader(http.StatusServiceUnavailable)
	require.ErrorIs(t, (&Client{}).check(rec.Result()), ErrAPIDisabled)
}
