package ringlane

import (
	"context"
	"errors"
	"net/http"
	"net/http/httptest"
	"testing"
)

func TestListsSendsAuthHeaders(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path != "/api/public/v1/contact-lists" {
			t.Errorf("unexpected path %s", r.URL.Path)
		}
		if r.Header.Get("X-User-Email") != "ops@brightwater.io" {
			t.Errorf("acting user header missing")
		}
		w.Write([]byte(`[{"id":"cl_1","name":"spring","contactCount":3}]`))
	}))
	defer srv.Close()

	c := New(srv.URL+"/api/public/v1", "k", "ops@brightwater.io")
	got, err := c.Lists(context.Background())
	if err != nil || len(got) != 1 {
		t.Fatalf("got %v, %v", got, err)
	}
}

func TestBadGatewayIsTransient(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.WriteHeader(http.StatusBadGateway)
		w.Write([]byte(`{"error":"identity provider unreachable"}`))
	}))
	defer srv.Close()

	_, err := New(srv.URL, "k", "ops@brightwater.io").Lists(context.Background())
	if !errors.Is(err, ErrIdPUnavailable) {
		t.Fatalf("want ErrIdPUnavailable, got %v", err)
	}
}
