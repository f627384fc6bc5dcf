package talkpath

import (
	"net/http"
	"net/http/httptest"
	"testing"
)

func TestAddContactsRetriesOn502(t *testing.T) {
	calls := 0
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		calls++
		if r.URL.Path != "/api/public/v1/contact-lists/7/contacts" {
			t.Fatalf("unexpected path %s", r.URL.Path)
		}
		if calls == 1 {
			w.WriteHeader(http.StatusBadGateway)
			return
		}
		w.WriteHeader(http.StatusCreated)
	}))
	defer srv.Close()

	c := &Client{Host: srv.URL, APIKey: "k", ActingUID: "auth0|x", HTTP: srv.Client()}
	if err := c.AddContacts(7, []string{"+15550100"}); err != nil {
		t.Fatal(err)
	}
	if calls != 2 {
		t.Fatalf("expected a retry, got %d calls", calls)
	}
}
