package talkrail

import (
	"context"
	"errors"
	"net/http"
	"net/http/httptest"
	"testing"
)

func newTestClient(t *testing.T, h http.HandlerFunc) *Client {
	t.Helper()
	srv := httptest.NewServer(h)
	t.Cleanup(srv.Close)
	return New(Config{Host: srv.URL, APIKey: "test-key", OktaUser: "00u1abcd", MaxTries: 2})
}

func TestAppendContacts_SendsHeaders(t *testing.T) {
	c := newTestClient(t, func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path != "/api/public/v1/contact-lists/cl_42/contacts" {
			t.Fatalf("unexpected path %s", r.URL.Path)
		}
		if r.Header.Get(HeaderAPIKey) != "test-key" || r.Header.Get(HeaderActingUser) != "00u1abcd" {
			t.Fatal("missing auth headers")
		}
		w.WriteHeader(http.StatusOK)
	})
	if err := c.AppendContacts(context.Background(), "cl_42", []string{"+15125550100"}); err != nil {
		t.Fatal(err)
	}
}

func TestUserNotFound(t *testing.T) {
	c := newTestClient(t, func(w http.ResponseWriter, r *http.Request) {
		w.WriteHeader(http.StatusNotFound)
		_, _ = w.Write([]byte(`{"error":"user not found","details":[]}`))
	})
	err := c.AppendContacts(context.Background(), "cl_1", nil)
	if !errors.Is(err, ErrUserNotFound) {
		t.Fatalf("got %v", err)
	}
}

func TestStatus502IsRetried(t *testing.T) {
	calls := 0
	c := newTestClient(t, func(w http.ResponseWriter, r *http.Request) {
		calls++
		w.WriteHeader(http.StatusBadGateway)
	})
	_ = c.AppendContacts(context.Background(), "cl_1", nil)
	if calls != 2 {
		t.Fatalf("expected 2 attempts, got %d", calls)
	}
}
