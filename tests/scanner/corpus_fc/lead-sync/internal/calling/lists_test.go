package calling

import (
	"context"
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/harborline/lead-sync/internal/config"
)

func TestAppendPhones_HitsListContactsRoute(t *testing.T) {
	var gotPath string
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		gotPath = r.URL.Path
		w.WriteHeader(http.StatusCreated)
	}))
	defer srv.Close()

	c := NewClient(config.Config{CallingBaseURL: srv.URL, CallingAPIVersion: "v1", CallingAPIKey: "test", ActingUserID: "u1"})
	if err := c.AppendPhones(context.Background(), "cl_42", []string{"+447700900123"}); err != nil {
		t.Fatal(err)
	}
	if gotPath != "/api/public/v1/contact-lists/cl_42/contacts" {
		t.Fatalf("unexpected path %q", gotPath)
	}
}

func TestAppendPhones_503ReturnsDisabled(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.WriteHeader(http.StatusServiceUnavailable)
	}))
	defer srv.Close()
	c := NewClient(config.Config{CallingBaseURL: srv.URL, CallingAPIVersion: "v1", CallingAPIKey: "test", ActingUserID: "u2"})
	if err := c.AppendPhones(context.Background(), "cl_1", []string{"+1"}); err != ErrCallingDisabled {
		t.Fatalf("got %v", err)
	}
}
