package ringlane

import (
	"context"
	"errors"
	"net/http"
	"net/http/httptest"
	"testing"
)

func TestListsSendsHeaders(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path != "/api/public/v1/contact-lists" {
			t.Errorf("path = %s", r.URL.Path)
		}
		if got := r.Header.Get("X-Api-Key"); got != "k" {
			t.Errorf("key = %q", got)
		}
		if got := r.Header.Get("X-User-Id"); got != "00uA" {
			t.Errorf("user = %q", got)
		}
		w.Write([]byte(`[{"id":"cl_1","name":"A","contactCount":1}]`))
	}))
	defer srv.Close()

	c := &Client{BaseURL: srv.URL + "/api/public/v1", Key: "k", HTTP: srv.Client()}
	lists, err := c.Lists(context.Background(), "00uA")
	if err != nil || len(lists) != 1 {
		t.Fatalf("lists=%v err=%v", lists, err)
	}
}

func TestUnknownUser(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.WriteHeader(http.StatusNotFound)
		w.Write([]byte(`{"error":"user not found"}`))
	}))
	defer srv.Close()
	c := &Client{BaseURL: srv.URL, Key: "k", HTTP: srv.Client()}
	if _, err := c.Lists(context.Background(), "00uZ"); !errors.Is(err, ErrUnknownUser) {
		t.Fatalf("err = %v", err)
	}
}

func TestRetriesBadGateway(t *testing.T) {
	calls := 0
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		calls++
		if calls == 1 {
			w.WriteHeader(http.StatusBadGateway)
			return
		}
		w.Write([]byte(`[]`))
	}))
	defer srv.Close()
	c := &Client{BaseURL: srv.URL, Key: "k", HTTP: srv.Client()}
	if _, err := c.Lists(context.Background(), "00uA"); err != nil || calls != 2 {
		t.Fatalf("calls=%d err=%v", calls, err)
	}
}
