package ringlane

import (
	"context"
	"errors"
	"net/http"
	"net/http/httptest"
	"testing"
)

const testKey = "rl_T3stKeyq8Zp2WmXv7Lr5Nb0"

func newTestClient(t *testing.T, h http.HandlerFunc) *Client {
	t.Helper()
	srv := httptest.NewServer(h)
	t.Cleanup(srv.Close)
	return &Client{base: srv.URL, apiKey: testKey, actor: "ops@halyard.example", hc: srv.Client()}
}

func TestDecodeError_502IsIdPDown(t *testing.T) {
	c := newTestClient(t, func(w http.ResponseWriter, r *http.Request) {
		w.WriteHeader(http.StatusBadGateway)
		_, _ = w.Write([]byte(`{"error":"identity provider unreachable"}`))
	})
	_, err := c.ListContactLists(context.Background())
	if !errors.Is(err, ErrIdPDown) {
		t.Fatalf("want ErrIdPDown, got %v", err)
	}
}

func TestDecodeError_404ListMissing(t *testing.T) {
	c := newTestClient(t, func(w http.ResponseWriter, r *http.Request) {
		w.WriteHeader(http.StatusNotFound)
		_, _ = w.Write([]byte(`{"error":"contact list not found"}`))
	})
	_, err := c.GetContactList(context.Background(), "cl_123")
	if !errors.Is(err, ErrListNotFound) {
		t.Fatalf("want ErrListNotFound, got %v", err)
	}
}

func TestSendsActorHeader(t *testing.T) {
	c := newTestClient(t, func(w http.ResponseWriter, r *http.Request) {
		if r.Header.Get(headerActorMail) != "ops@halyard.example" {
			t.Errorf("missing actor header")
		}
		_, _ = w.Write([]byte(`{"data":[]}`))
	})
	if _, err := c.ListContactLists(context.Background()); err != nil {
		t.Fatal(err)
	}
}
