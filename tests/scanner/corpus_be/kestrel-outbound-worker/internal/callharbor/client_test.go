package callharbor

import (
	"context"
	"errors"
	"net/http"
	"net/http/httptest"
	"testing"
)

func TestUserNotFound(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path != "/api/public/v1/contact-lists" {
			t.Fatalf("unexpected path %s", r.URL.Path)
		}
		if r.Header.Get("X-User-Id") != "00uWORKER" {
			t.Fatalf("acting user header missing")
		}
		w.WriteHeader(http.StatusNotFound)
		_, _ = w.Write([]byte(`{"error":"user not found"}`))
	}))
	defer srv.Close()

	c := &Client{baseURL: srv.URL + "/api/public/v1", apiKey: "k", actingUser: "00uWORKER", http: srv.Client()}
	_, err := c.ListContactLists(context.Background())
	if !errors.Is(err, ErrUserNotFound) {
		t.Fatalf("got %v", err)
	}
}

func TestStatus502IsTemporary(t *testing.T) {
	if !Temporary(ErrIdPDown) {
		t.Fatal("502 should be temporary")
	}
}
