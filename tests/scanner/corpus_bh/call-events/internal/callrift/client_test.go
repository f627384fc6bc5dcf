package callrift

import (
	"context"
	"errors"
	"net/http"
	"net/http/httptest"
	"testing"
)

func TestCall_ServiceUnavailableMeansDisabled(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path != "/api/public/v1/calls/c1" {
			t.Fatalf("unexpected path %s", r.URL.Path)
		}
		w.WriteHeader(http.StatusServiceUnavailable)
		_, _ = w.Write([]byte(`{"error":"API disabled on the server"}`))
	}))
	defer srv.Close()

	c := New(srv.URL+"/api/public/v1", "k")
	_, err := c.Call(context.Background(), "c1", "00u1")
	if !errors.Is(err, ErrAPIDisabled) {
		t.Fatalf("want ErrAPIDisabled, got %v", err)
	}
}

func TestCall_502IsTransient(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.WriteHeader(http.StatusBadGateway)
	}))
	defer srv.Close()

	_, err := New(srv.URL, "k").Call(context.Background(), "c1", "00u1")
	if !errors.Is(err, ErrIdPUnavailable) {
		t.Fatalf("want ErrIdPUnavailable, got %v", err)
	}
}
