package ringlyne

import (
	"context"
	"errors"
	"net/http"
	"net/http/httptest"
	"testing"
)

func TestRemoveContactPath(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Method != http.MethodDelete || r.URL.EscapedPath() != "/contact-lists/cl_9/contacts/%2B15551234567" {
			t.Errorf("unexpected %s %s", r.Method, r.URL.EscapedPath())
		}
		w.WriteHeader(http.StatusNoContent)
	}))
	defer srv.Close()

	c := New(srv.URL, "k", "u")
	if err := c.RemoveContact(context.Background(), "cl_9", "+15551234567"); err != nil {
		t.Fatal(err)
	}
}

func TestBadGatewayIsRetryable(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		http.Error(w, `{}`, http.StatusBadGateway)
	}))
	defer srv.Close()

	err := New(srv.URL, "k", "u").RemoveContact(context.Background(), "cl_9", "+1555")
	if !errors.Is(err, ErrIdPUnavailable) || !IsRetryable(err) {
		t.Fatalf("want retryable IdP error, got %v", err)
	}
}
