package ringwell

import (
	"context"
	"errors"
	"net/http"
	"net/http/httptest"
	"testing"
)

func TestClient_Returns503AsAPIDisabled(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.WriteHeader(http.StatusServiceUnavailable)
	}))
	defer srv.Close()

	c := New(srv.URL, "test-key", "qa@harborline.com")
	_, err := c.ListContactLists(context.Background())
	if !errors.Is(err, ErrAPIDisabled) {
		t.Fatalf("want ErrAPIDisabled, got %v", err)
	}
}

func TestClient_SendsAuthHeaders(t *testing.T) {
	var gotKey, gotUser string
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		gotKey = r.Header.Get(headerAPIKey)
		gotUser = r.Header.Get(headerUserEmail)
		_, _ = w.Write([]byte(`{"data":[]}`))
	}))
	defer srv.Close()

	c := New(srv.URL, "test-key", "qa@harborline.com")
	if _, err := c.ListContactLists(context.Background()); err != nil {
		t.Fatal(err)
	}
	if gotKey != "test-key" || gotUser != "qa@harborline.com" {
		t.Fatalf("headers not sent: %q %q", gotKey, gotUser)
	}
}
