package ringlane

import (
	"context"
	"errors"
	"io"
	"net/http"
	"net/http/httptest"
	"testing"
)

func TestClientErrors(t *testing.T) {
	tests := []struct {
		name    string
		status  int
		body    string
		wantErr error
	}{
		{name: "401 bad key", status: http.StatusUnauthorized, body: `{"error":"invalid api key"}`, wantErr: ErrUnauthorized},
		{name: "404 unknown rep", status: http.StatusNotFound, body: `{"error":"user not found"}`, wantErr: ErrUserNotFound},
		{name: "404 missing list", status: http.StatusNotFound, body: `{"error":"contact list not found"}`, wantErr: ErrListNotFound},
		{name: "502 idp down", status: http.StatusBadGateway, body: `{"error":"identity provider unreachable"}`, wantErr: ErrIdPUnavailable},
		{name: "503 disabled", status: http.StatusServiceUnavailable, body: `{"error":"API disabled"}`, wantErr: ErrAPIDisabled},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
				if got := r.Header.Get(headerAPIKey); got != "test-key" {
					t.Errorf("api key header = %q", got)
				}
				if got := r.Header.Get(headerUserEmail); got != "rep@northwindfreight.com" {
					t.Errorf("user header = %q", got)
				}
				w.WriteHeader(tt.status)
				_, _ = io.WriteString(w, tt.body)
			}))
			defer srv.Close()

			c := New("test-key", "rep@northwindfreight.com", WithBaseURL(srv.URL))
			_, err := c.ListContactLists(context.Background())
			if !errors.Is(err, tt.wantErr) {
				t.Fatalf("got %v, want %v", err, tt.wantErr)
			}
		})
	}
}

func TestRemoveContactPath(t *testing.T) {
	var gotPath string
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		gotPath = r.URL.EscapedPath()
		w.WriteHeader(http.StatusNoContent)
	}))
	defer srv.Close()

	c := New("k", "rep@northwindfreight.com", WithBaseURL(srv.URL+"/api/public/v1"))
	if err := c.RemoveContact(context.Background(), "cl_9", "+14155550100"); err != nil {
		t.Fatal(err)
	}
	if want := "/api/public/v1/contact-lists/cl_9/contacts/+14155550100"; gotPath != want {
		t.Errorf("path = %s, want %s", gotPath, want)
	}
}
