package voxhaul

import (
	"context"
	"errors"
	"net/http"
	"net/http/httptest"
	"testing"
)

func TestDo_503ReturnsErrAPIDisabled(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.WriteHeader(http.StatusServiceUnavailable)
		_, _ = w.Write([]byte(`{"error":"API disabled on the server"}`))
	}))
	defer srv.Close()

	c := New(srv.URL, "test-key", "00u1abcd")
	_, err := c.ListContactLists(context.Background())
	if !errors.Is(err, ErrAPIDisabled) {
		t.Fatalf("want ErrAPIDisabled, got %v", err)
	}
}

func TestDo_SendsAuthHeaders(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Header.Get(headerAPIKey) != "test-key" {
			t.Errorf("missing api key")
		}
		_, _ = w.Write([]byte(`{"data":[]}`))
	}))
	defer srv.Close()

	if _, err := New(srv.URL, "test-key", "00u1abcd").ListContactLists(context.Background()); err != nil {
		t.Fatal(err)
	}
}
