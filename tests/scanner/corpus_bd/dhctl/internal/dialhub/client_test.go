package dialhub

import (
	"errors"
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/northwind/dhctl/internal/config"
)

func serve(t *testing.T, status int, body string) *Client {
	t.Helper()
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.WriteHeader(status)
		_, _ = w.Write([]byte(body))
	}))
	t.Cleanup(srv.Close)
	return New(config.Config{Host: srv.URL, APIKey: "k", ActingAs: "qa@northwind.com"})
}

func TestClassify502IsTransient(t *testing.T) {
	c := serve(t, http.StatusBadGateway, `{}`)
	_, err := c.ContactLists(t.Context())
	if !errors.Is(err, ErrIdPDown) {
		t.Fatalf("want ErrIdPDown, got %v", err)
	}
}

func TestClassify503IsDisabled(t *testing.T) {
	c := serve(t, http.StatusServiceUnavailable, `{}`)
	_, err := c.ContactLists(t.Context())
	if !errors.Is(err, ErrAPIDisabled) {
		t.Fatalf("want ErrAPIDisabled, got %v", err)
	}
}
