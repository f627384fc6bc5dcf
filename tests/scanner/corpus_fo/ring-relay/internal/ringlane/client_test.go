package ringlane

import (
	"context"
	"net/http"
	"net/http/httptest"
	"testing"
)

func TestRemoveContact_Returns502AsRetryable(t *testing.T) {
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.Header.Get("X-User-Email") != "agent@example.com" {
			t.Errorf("missing acting agent header")
		}
		w.WriteHeader(http.StatusBadGateway)
		_, _ = w.Write([]byte(`{"error":"identity provider unreachable"}`))
	}))
	defer srv.Close()

	c := New(srv.URL, "k")
	err := c.RemoveContact(context.Background(), "agent@example.com", "lst_1", "+447700900123")
	if !IsRetryable(err) {
		t.Fatalf("expected retryable, got %v", err)
	}
}
