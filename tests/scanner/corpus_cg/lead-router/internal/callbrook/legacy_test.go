package callbrook

import (
	"context"
	"errors"
	"net/http"
	"net/http/httptest"
	"testing"
)

func TestAppendContactsHitsLegacyPath(t *testing.T) {
	var gotPath string
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		gotPath = r.URL.Path
		w.WriteHeader(http.StatusCreated)
	}))
	defer srv.Close()

	c := &LegacyClient{BaseURL: srv.URL + "/api/public/v1", SharedKey: "k", ActingUser: "u", HTTP: srv.Client()}
	if err := c.AppendContacts(context.Background(), "cl_42", []string{"+15551230000"}); err != nil {
		t.Fatal(err)
	}
	if gotPath != "/api/public/v1/contact-lists/cl_42/contacts" {
		t.Fatalf("unexpected path %q", gotPath)
	}
}

func TestUserNotFoundIsMapped(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.WriteHeader(http.StatusNotFound)
		_, _ = w.Write([]byte(`{"error":"user not found"}`))
	}))
	defer srv.Close()
	c := &LegacyClient{BaseURL: srv.URL, SharedKey: "k", ActingUser: "u", HTTP: srv.Client()}
	err := c.AppendContacts(context.Background(), "cl_1", nil)
	if !errors.Is(err, ErrUserNotFound) {
		t.Fatalf("want ErrUserNotFound, got %v", err)
	}
}
