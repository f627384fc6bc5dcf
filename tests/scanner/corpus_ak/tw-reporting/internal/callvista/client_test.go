package callvista

import (
	"context"
	"errors"
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/tidewaterfoods/tw-reporting/internal/config"
)

func newTestClient(t *testing.T, h http.HandlerFunc) *Client {
	srv := httptest.NewServer(h)
	t.Cleanup(srv.Close)
	cfg := config.Config{CallvistaUser: "00u-test"}
	cfg.Callvista.BaseURL = srv.URL + "/api/public/v1"
	cfg.Callvista.APIKey = "test"
	return New(cfg)
}

func TestListsSendsHeaders(t *testing.T) {
	c := newTestClient(t, func(w http.ResponseWriter, r *http.Request) {
		if r.Header.Get("X-Api-Key") != "test" || r.Header.Get("X-User-Id") != "00u-test" {
			t.Errorf("missing auth headers: %v", r.Header)
		}
		if r.URL.Path != "/api/public/v1/contact-lists" {
			t.Errorf("unexpected path %s", r.URL.Path)
		}
		w.Write([]byte(`{"data":[]}`))
	})
	if _, err := c.Lists(context.Background()); err != nil {
		t.Fatal(err)
	}
}

func TestUserNotFound(t *testing.T) {
	c := newTestClient(t, func(w http.ResponseWriter, r *http.Request) {
		w.WriteHeader(http.StatusNotFound)
		w.Write([]byte(`{"error":"user not found"}`))
	})
	if _, err := c.Lists(context.Background()); !errors.Is(err, ErrUserNotFound) {
		t.Fatalf("got %v", err)
	}
}
