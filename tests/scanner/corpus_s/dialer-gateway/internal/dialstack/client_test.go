package dialstack

import (
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"testing"
)

func newTestServer(t *testing.T, h http.HandlerFunc) *Client {
	t.Helper()
	srv := httptest.NewServer(h)
	t.Cleanup(srv.Close)
	return NewClient(Config{BaseURL: srv.URL + "/api/public/v1", APIKey: "test"})
}

func TestListContactListsSendsHeaders(t *testing.T) {
	c := newTestServer(t, func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path != "/api/public/v1/contact-lists" {
			t.Fatalf("unexpected path %s", r.URL.Path)
		}
		if r.Header.Get("X-Api-Key") != "test" || r.Header.Get("X-User-Id") != "auth0|42" {
			t.Fatalf("missing auth headers: %v", r.Header)
		}
		json.NewEncoder(w).Encode(map[string]any{"items": []ContactList{{ID: "cl_1", Name: "Q3 renewals"}}})
	})
	lists, err := c.ListContactLists(context.Background(), "auth0|42")
	if err != nil || len(lists) != 1 {
		t.Fatalf("got %v, %v", lists, err)
	}
}

func TestUserNotFound(t *testing.T) {
	c := newTestServer(t, func(w http.ResponseWriter, r *http.Request) {
		w.WriteHeader(http.StatusNotFound)
		w.Write([]byte(`{"error":"user not found"}`))
	})
	_, err := c.ListContactLists(context.Background(), "auth0|nobody")
	if !IsUserNotFound(err) {
		t.Fatalf("expected user-not-found, got %v", err)
	}
}
