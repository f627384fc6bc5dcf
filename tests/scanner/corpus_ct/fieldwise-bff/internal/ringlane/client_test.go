package ringlane

import (
	"context"
	"errors"
	"net/http"
	"net/http/httptest"
	"testing"
)

func TestAppendContactsSendsHeaders(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path != "/api/public/v1/contact-lists/cl_1/contacts" {
			t.Errorf("unexpected path %s", r.URL.Path)
		}
		if r.Header.Get("X-User-Email") != "rep@fieldwise.co" {
			t.Errorf("missing acting user")
		}
		w.WriteHeader(http.StatusNoContent)
	}))
	defer srv.Close()

	c := NewClient(srv.URL+"/api/public/v1", "test-key")
	if err := c.AppendContacts(context.Background(), "rep@fieldwise.co", "cl_1", []string{"+15550100"}); err != nil {
		t.Fatal(err)
	}
}

func TestUserNotFound404(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.WriteHeader(http.StatusNotFound)
		_, _ = w.Write([]byte(`{"error":"User not found","details":[]}`))
	}))
	defer srv.Close()

	err := NewClient(srv.URL, "k").AppendContacts(context.Background(), "ghost@fieldwise.co", "cl_1", nil)
	var apiErr *APIError
	if !errors.As(err, &apiErr) || !apiErr.UserNotFound() {
		t.Fatalf("want user-not-found, got %v", err)
	}
}
