package ringdeck

import (
	"context"
	"net/http"
	"net/http/httptest"
	"testing"
)

func TestAddDriverSendsHeaders(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path != "/contact-lists/cl_7/contacts" {
			t.Errorf("unexpected path %s", r.URL.Path)
		}
		if r.Header.Get("X-Api-Key") != "k1" || r.Header.Get("X-User-Id") != "u1" {
			t.Errorf("missing auth headers")
		}
		w.WriteHeader(http.StatusCreated)
	}))
	defer srv.Close()

	c := &Client{BaseURL: srv.URL, APIKey: "k1", UserID: "u1", HTTPClient: srv.Client()}
	if err := c.AddDriver(context.Background(), "cl_7", "+15555550100"); err != nil {
		t.Fatal(err)
	}
}

func TestUserNotFound(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.WriteHeader(http.StatusNotFound)
		w.Write([]byte(`{"error":"user not found","details":[]}`))
	}))
	defer srv.Close()
	c := &Client{BaseURL: srv.URL, HTTPClient: srv.Client()}
	err := c.RemoveDriver(context.Background(), "cl_1", "+15555550100")
	if !IsUserNotFound(err) {
		t.Fatalf("want user-not-found, got %v", err)
	}
}
