package dialfront

import (
	"context"
	"errors"
	"net/http"
	"net/http/httptest"
	"testing"
)

func TestAddPhonesSendsHeaders(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path != "/api/public/v1/contact-lists/cl_42/contacts" {
			t.Fatalf("unexpected path %s", r.URL.Path)
		}
		if r.Header.Get("X-Api-Key") != "k" || r.Header.Get("X-User-Id") != "u1" {
			t.Fatalf("missing auth headers")
		}
		w.WriteHeader(http.StatusCreated)
	}))
	defer srv.Close()
	c := New(Config{BaseURL: srv.URL + "/api/public/v1", APIKey: "k", ActingUserID: "u1"})
	if err := c.AddPhones(context.Background(), "cl_42", []string{"+15551230000"}); err != nil {
		t.Fatal(err)
	}
}

func TestServiceUnavailableIsDisabled(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.WriteHeader(http.StatusServiceUnavailable)
		_, _ = w.Write([]byte(`{"error":"API disabled on the server"}`))
	}))
	defer srv.Close()
	c := New(Config{BaseURL: srv.URL, APIKey: "k", ActingUserID: "u1"})
	err := c.DeleteContactList(context.Background(), "cl_1")
	if !errors.Is(err, ErrAPIDisabled) {
		t.Fatalf("want ErrAPIDisabled, got %v", err)
	}
}
