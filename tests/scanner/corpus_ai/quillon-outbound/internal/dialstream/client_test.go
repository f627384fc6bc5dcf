package dialstream

import (
	"context"
	"errors"
	"net/http"
	"net/http/httptest"
	"testing"
)

func TestAppendContacts_SendsHeadersAndPath(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path != "/api/public/v1/contact-lists/cl_42/contacts" {
			t.Fatalf("unexpected path %s", r.URL.Path)
		}
		if got := r.Header.Get(headerAPIKey); got != "k" {
			t.Fatalf("api key header = %q", got)
		}
		if got := r.Header.Get(headerActingUser); got != "usr_1" {
			t.Fatalf("acting user header = %q", got)
		}
		w.WriteHeader(http.StatusCreated)
	}))
	defer srv.Close()

	c := New(srv.URL, "k", "usr_1")
	if err := c.AppendContacts(context.Background(), "cl_42", []string{"+14155550100"}); err != nil {
		t.Fatal(err)
	}
}

func TestGetContactList_UserNotFound(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/json")
		w.WriteHeader(http.StatusNotFound)
		_, _ = w.Write([]byte(`{"error":"user not found","details":[]}`))
	}))
	defer srv.Close()

	_, err := New(srv.URL, "k", "usr_gone").GetContactList(context.Background(), "cl_1")
	if !errors.Is(err, ErrUserNotFound) {
		t.Fatalf("want ErrUserNotFound, got %v", err)
	}
}

func TestDo_Returns503AsDisabled(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.WriteHeader(http.StatusServiceUnavailable)
		_, _ = w.Write([]byte(`{"error":"API disabled on the server"}`))
	}))
	defer srv.Close()

	_, err := New(srv.URL, "k", "usr_1").ListContactLists(context.Background())
	if !errors.Is(err, ErrAPIDisabled) {
		t.Fatalf("want ErrAPIDisabled, got %v", err)
	}
}
