package api

import (
	"context"
	"errors"
	"net/http"
	"net/http/httptest"
	"sync/atomic"
	"testing"
)

func TestRetryPolicy(t *testing.T) {
	tests := []struct {
		name      string
		statuses  []int
		wantCalls int32
		wantErr   bool
	}{
		{"retries 502 then succeeds", []int{502, 200}, 2, false},
		{"does not retry 503", []int{503}, 1, true},
		{"does not retry 404", []int{404}, 1, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var calls int32
			srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
				n := atomic.AddInt32(&calls, 1)
				if r.Header.Get(hdrKey) == "" || r.Header.Get(hdrUser) == "" {
					t.Error("auth headers missing")
				}
				w.WriteHeader(tt.statuses[n-1])
				if tt.statuses[n-1] == 200 {
					_, _ = w.Write([]byte(`{"data":[]}`))
				} else {
					_, _ = w.Write([]byte(`{"error":"nope"}`))
				}
			}))
			defer srv.Close()

			c := NewClient(srv.URL, "test", "qa@pebblecart.com", false)
			c.hc.RetryWaitMin, c.hc.RetryWaitMax = 0, 0
			_, err := c.Lists(context.Background())
			if (err != nil) != tt.wantErr {
				t.Fatalf("err = %v", err)
			}
			if calls != tt.wantCalls {
				t.Errorf("calls = %d, want %d", calls, tt.wantCalls)
			}
			if tt.statuses[0] == 503 && !errors.Is(err, ErrAPIDisabled) {
				t.Errorf("want ErrAPIDisabled, got %v", err)
			}
		})
	}
}
