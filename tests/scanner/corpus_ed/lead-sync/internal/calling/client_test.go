package calling

import (
	"context"
	"errors"
	"net/http"
	"net/http/httptest"
	"sync/atomic"
	"testing"
)

func newTestClient(t *testing.T, h http.HandlerFunc) *Client {
	t.Helper()
	srv := httptest.NewServer(h)
	t.Cleanup(srv.Close)
	return NewClient(Settings{Host: srv.URL, Key: "k_test", BotUser: "00u1abcd"})
}

func TestPushLeads(t *testing.T) {
	tests := []struct {
		name      string
		status    int
		body      string
		wantCalls int32
		check     func(t *testing.T, err error)
	}{
		{
			name: "ok", status: http.StatusNoContent, wantCalls: 1,
			check: func(t *testing.T, err error) {
				if err != nil {
					t.Fatal(err)
				}
			},
		},
		{
			name: "sso flake is retried", status: http.StatusBadGateway, body: `{"error":"idp timeout"}`, wantCalls: 4,
			check: func(t *testing.T, err error) {
				if err == nil {
					t.Fatal("expected error after retries")
				}
			},
		},
		{
			name: "unknown bot user", status: http.StatusNotFound, body: `{"error":"User not found"}`, wantCalls: 1,
			check: func(t *testing.T, err error) {
				var re *RemoteError
				if !errors.As(err, &re) || !re.IsUnknownRep() {
					t.Fatalf("want unknown rep, got %v", err)
				}
			},
		},
		{
			name: "disabled", status: http.StatusServiceUnavailable, body: `{"error":"API disabled on the server"}`, wantCalls: 1,
			check: func(t *testing.T, err error) {
				if !errors.Is(err, ErrDisabled) {
					t.Fatalf("got %v", err)
				}
			},
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var calls int32
			c := newTestClient(t, func(w http.ResponseWriter, r *http.Request) {
				atomic.AddInt32(&calls, 1)
				if r.URL.Path != "/api/public/v1/contact-lists/L1/contacts" {
					t.Errorf("unexpected path %s", r.URL.Path)
				}
				w.Header().Set("Content-Type", "application/json")
				w.WriteHeader(tt.status)
				_, _ = w.Write([]byte(tt.body))
			})
			err := c.PushLeads(context.Background(), "L1", []Lead{{Phone: "+14155550100"}})
			tt.check(t, err)
			if got := atomic.LoadInt32(&calls); got != tt.wantCalls {
				t.Errorf("calls = %d, want %d", got, tt.wantCalls)
			}
		})
	}
}
