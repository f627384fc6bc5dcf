package callcrest

import (
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"net/http/httptest"
	"testing"
)

func TestListContactLists(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path != "/api/public/v1/contact-lists" {
			t.Fatalf("unexpected path %s", r.URL.Path)
		}
		_ = json.NewEncoder(w).Encode(map[string]any{"data": []ContactList{{ID: "cl_1", Name: "Night shift"}}})
	}))
	defer srv.Close()

	c := New(srv.URL+"/api/public/v1", "test-key", srv.Client())
	lists, err := c.ListContactLists(context.Background(), "ops@harborline.dev")
	if err != nil || len(lists) != 1 {
		t.Fatalf("got %v, %v", lists, err)
	}
}

func TestDecodeError_404UserNotFound(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.WriteHeader(http.StatusNotFound)
		_, _ = w.Write([]byte(`{"error":"user not found","details":[]}`))
	}))
	defer srv.Close()

	c := New(srv.URL, "k", srv.Client())
	_, err := c.ListContactLists(context.Background(), "ghost@harborline.dev")
	if !errors.Is(err, ErrUserNotFound) {
		t.Fatalf("want ErrUserNotFound, got %v", err)
	}
}

func TestRetriesOn502ThenSucceeds(t *testing.T) {
	calls := 0
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		calls++
		if calls == 1 {
			w.WriteHeader(http.StatusBadGateway)
			return
		}
		_, _ = w.Write([]byte(`{"data":[]}`))
	}))
	defer srv.Close()

	c := New(srv.URL, "k", srv.Client())
	if _, err := c.ListContactLists(context.Background(), "ops@harborline.dev"); err != nil {
		t.Fatal(err)
	}
	if calls != 2 {
		t.Fatalf("calls = %d", calls)
	}
}
