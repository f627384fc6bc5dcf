package ringlark

import (
	"context"
	"errors"
	"net/http"
	"net/http/httptest"
	"testing"
)

func TestClient_ErrorMapping(t *testing.T) {
	tests := []struct {
		name    string
		status  int
		body    string
		wantErr error
	}{
		{"bad key", http.StatusUnauthorized, `{"error":"invalid api key"}`, ErrUnauthorized},
		{"unknown rep", http.StatusNotFound, `{"error":"user not found"}`, ErrUserNotFound},
		{"missing list", http.StatusNotFound, `{"error":"contact list not found"}`, ErrListNotFound},
		{"idp down", http.StatusBadGateway, `{"error":"identity provider unreachable"}`, ErrIdPUnavailable},
		{"api disabled", http.StatusServiceUnavailable, `{"error":"API disabled on the server"}`, ErrAPIDisabled},
		{"throttled", http.StatusTooManyRequests, `{"error":"rate limit exceeded"}`, ErrRateLimited},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
				if got := r.Header.Get("X-Api-Key"); got != "test-key" {
					t.Errorf("api key header = %q", got)
				}
				if r.Header.Get("X-User-Email") == "" {
					t.Error("acting user header missing")
				}
				w.WriteHeader(tt.status)
				_, _ = w.Write([]byte(tt.body))
			}))
			defer srv.Close()

			c := New(srv.URL+"/api/public/v1", "test-key")
			_, err := c.ListContactLists(context.Background(), "rep@brightmoor.io")
			if !errors.Is(err, tt.wantErr) {
				t.Fatalf("err = %v, want %v", err, tt.wantErr)
			}
		})
	}
}

func TestAppendContacts_Path(t *testing.T) {
	var gotPath string
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		gotPath = r.URL.Path
		w.WriteHeader(http.StatusNoContent)
	}))
	defer srv.Close()

	c := New(srv.URL, "k")
	if err := c.AppendContacts(context.Background(), "rep@brightmoor.io", "cl_91", []Contact{{Phone: "+15551230000"}}); err != nil {
		t.Fatal(err)
	}
	if gotPath != "/contact-lists/cl_91/contacts" {
		t.Fatalf("path = %s", gotPath)
	}
}

func TestRetryable(t *testing.T) {
	if !Retryable(ErrIdPUnavailable) {
		t.Error("502 from the IdP should be retried")
	}
	if Retryable(ErrAPIDisabled) {
		t.Error("503 api disabled is permanent")
	}
}
