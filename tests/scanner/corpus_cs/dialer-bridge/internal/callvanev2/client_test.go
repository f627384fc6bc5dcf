package callvanev2

import (
	"context"
	"net/http"
	"net/http/httptest"
	"testing"
)

func TestGetSendsBearer(t *testing.T) {
	tests := []struct {
		name   string
		status int
		body   string
		ok     bool
	}{
		{"200 ok", 200, `{"data":[]}`, true},
		{"404 not_found", 404, `{"error":{"code":"not_found","message":"no such call"}}`, false},
		{"503 unavailable", 503, `{"error":{"code":"unavailable","message":"try later"}}`, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
				if r.Header.Get("Authorization") != "Bearer cvn_test_1b4e28ba-2fa1-11d2-883f-0016d3cca427.s3cr3t" {
					t.Errorf("bad auth header")
				}
				w.WriteHeader(tt.status)
				_, _ = w.Write([]byte(tt.body))
			}))
			defer srv.Close()

			c := &Client{BaseURL: srv.URL, Key: "cvn_test_1b4e28ba-2fa1-11d2-883f-0016d3cca427.s3cr3t", HTTP: srv.Client()}
			var out map[string]any
			err := c.Get(context.Background(), "/calls", &out)
			if (err == nil) != tt.ok {
				t.Fatalf("err = %v", err)
			}
		})
	}
}
