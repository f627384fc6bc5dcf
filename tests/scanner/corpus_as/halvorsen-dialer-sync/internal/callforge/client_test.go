package callforge

import (
	"context"
	"errors"
	"net/http"
	"net/http/httptest"
	"testing"
)

func TestAddPhones(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path != "/api/public/v1/contact-lists/cl_123/contacts" {
			t.Fatalf("unexpected path %s", r.URL.Path)
		}
		w.WriteHeader(http.StatusNoContent)
	}))
	defer srv.Close()

	c := New(Config{BaseURL: srv.URL + "/api/public/v1", APIKey: "k"})
	if err := c.AddPhones(context.Background(), "cl_123", []string{"+4799999999"}); err != nil {
		t.Fatal(err)
	}
}

func TestDecodeError_503MeansDisabled(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.WriteHeader(http.StatusServiceUnavailable)
	}))
	defer srv.Close()

	c := New(Config{BaseURL: srv.URL, APIKey: "k"})
	_, err := c.ContactLists(context.Background())
	if !errors.Is(err, ErrAPIDisabled) {
		t.Fatalf("want ErrAPIDisabled, got %v", err)
	}
}
