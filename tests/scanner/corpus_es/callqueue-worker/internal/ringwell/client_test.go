package ringwell

import (
	"context"
	"errors"
	"io"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"
)

func newTestClient(t *testing.T, h http.HandlerFunc) *Client {
	t.Helper()
	srv := httptest.NewServer(h)
	t.Cleanup(srv.Close)
	return New(srv.URL+"/api/public/v1", "k_test", "idp|u_123",
		WithRetry(RetryPolicy{Attempts: 1, BaseDelay: time.Millisecond}))
}

func TestAppendContacts_SendsHeadersAndPath(t *testing.T) {
	var gotPath, gotUser string
	c := newTestClient(t, func(w http.ResponseWriter, r *http.Request) {
		gotPath = r.URL.Path
		gotUser = r.Header.Get(headerUserID)
		_, _ = io.Copy(io.Discard, r.Body)
		w.WriteHeader(http.StatusNoContent)
	})

	err := c.AppendContacts(context.Background(), "cl_7", []Contact{{Phone: "+14155550100"}})
	if err != nil {
		t.Fatal(err)
	}
	if gotPath != "/api/public/v1/contact-lists/cl_7/contacts" {
		t.Errorf("path = %q", gotPath)
	}
	if gotUser != "idp|u_123" {
		t.Errorf("user header = %q", gotUser)
	}
}

func TestDecodeError_UserNotFound(t *testing.T) {
	c := newTestClient(t, func(w http.ResponseWriter, r *http.Request) {
		w.WriteHeader(http.StatusNotFound)
		_, _ = w.Write([]byte(`{"error":"user not found"}`))
	})
	_, err := c.ListContactLists(context.Background())
	if !errors.Is(err, ErrUserNotFound) {
		t.Fatalf("want ErrUserNotFound, got %v", err)
	}
}

func TestDecodeError_503Disabled(t *testing.T) {
	c := newTestClient(t, func(w http.ResponseWriter, r *http.Request) {
		w.WriteHeader(http.StatusServiceUnavailable)
	})
	_, err := c.ListContactLists(context.Background())
	if !errors.Is(err, ErrAPIDisabled) {
		t.Fatalf("want ErrAPIDisabled, got %v", err)
	}
}

func TestDecodeError_ValidationDetails(t *testing.T) {
	c := newTestClient(t, func(w http.ResponseWriter, r *http.Request) {
		w.WriteHeader(http.StatusBadRequest)
		_, _ = w.Write([]byte(`{"error":"invalid","details":[{"path":"contacts[0].phone","message":"not E.164"}]}`))
	})
	err := c.AppendContacts(context.Background(), "cl_1", []Contact{{Phone: "555"}})
	var apiErr *APIError
	if !errors.As(err, &apiErr) || len(apiErr.Fields) != 1 {
		t.Fatalf("unexpected %v", err)
	}
}
