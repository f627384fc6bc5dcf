package ringlane

import (
	"context"
	"errors"
	"net/http"
	"net/http/httptest"
	"testing"
)

func TestContactListsSendsHeaders(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path != "/api/public/v1/contact-lists" {
			t.Fatalf("unexpected path %s", r.URL.Path)
		}
		if r.Header.Get("X-User-Email") != "ops@parcelwise.com" {
			t.Errorf("missing acting user")
		}
		w.Write([]byte(`{"data":[{"id":"cl_1","name":"x","size":2}]}`))
	}))
	defer srv.Close()

	c := New(srv.URL+"/api/public/v1", "k", "ops@parcelwise.com")
	lists, err := c.ContactLists(context.Background())
	if err != nil || len(lists) != 1 {
		t.Fatalf("got %v %v", lists, err)
	}
}

func TestUserNotFound(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.WriteHeader(http.StatusNotFound)
		w.Write([]byte(`{"error":"user not found","details":[]}`))
	}))
	defer srv.Close()

	_, err := New(srv.URL, "k", "ghost@parcelwise.com").ContactLists(context.Background())
	var apiErr *APIError
	if !errors.As(err, &apiErr) || !apiErr.UserNotFound() {
		t.Fatalf("expected user-not-found, got %v", err)
	}
}
