package callstride

import (
	"context"
	"errors"
	"net/http"
	"net/http/httptest"
	"testing"
	"time"
)

func testClient(t *testing.T, h http.HandlerFunc) *Client {
	t.Helper()
	srv := httptest.NewServer(h)
	t.Cleanup(srv.Close)
	return New(Config{Host: srv.URL, APIVersion: "v1", APIKey: "test", BotUserID: "u1", Timeout: time.Second})
}

func TestDropFromList_UserNotFound(t *testing.T) {
	c := testClient(t, func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path != "/api/public/v1/contact-lists/L1/contacts/+15550100" {
			t.Errorf("unexpected path %s", r.URL.Path)
		}
		w.WriteHeader(http.StatusNotFound)
		_, _ = w.Write([]byte(`{"error":"user not found"}`))
	})
	err := c.DropFromList(context.Background(), "L1", "+15550100")
	if !errors.Is(err, ErrUserNotFound) {
		t.Fatalf("got %v", err)
	}
}

func TestPushPresence_OK(t *testing.T) {
	c := testClient(t, func(w http.ResponseWriter, r *http.Request) {
		w.WriteHeader(http.StatusNoContent)
	})
	if err := c.PushPresence(context.Background(), PresenceUpdate{UserID: "u1", Status: "available"}); err != nil {
		t.Fatal(err)
	}
}
