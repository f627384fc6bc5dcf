package ringvale

import (
	"context"
	"errors"
	"net/http"
	"net/http/httptest"
	"testing"
)

func TestAppendContactsSendsHeaders(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path != "/api/public/v1/contact-lists/5/contacts" {
			t.Fatalf("unexpected path %s", r.URL.Path)
		}
		if r.Header.Get("X-Api-Key") != "k" {
			t.Fatalf("missing key")
		}
		w.WriteHeader(http.StatusCreated)
	}))
	defer srv.Close()

	if err := New(srv.URL, "k").AppendContacts(context.Background(), "a@tallowbrook.com", 5, []string{"+15550001"}); err != nil {
		t.Fatal(err)
	}
}

func TestBadGatewayMeansIdPDown(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.WriteHeader(http.StatusBadGateway)
	}))
	defer srv.Close()

	err := New(srv.URL, "k").AppendContacts(context.Background(), "a@tallowbrook.com", 5, nil)
	if !errors.Is(err, ErrIdPDown) {
		t.Fatalf("got %v", err)
	}
}
