package dialpath

import (
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"net/http/httptest"
	"testing"
)

func TestDecodeError(t *testing.T) {
	tests := []struct {
		name   string
		status int
		body   string
		want   error
	}{
		{"401 maps to ErrBadKey", http.StatusUnauthorized, `{"error":"invalid key"}`, ErrBadKey},
		{"404 for unknown user", http.StatusNotFound, `{"error":"user not found"}`, ErrUserNotFound},
		{"404 for missing list", http.StatusNotFound, `{"error":"contact list not found"}`, ErrListNotFound},
		{"502 is transient", http.StatusBadGateway, `{"error":"identity provider unreachable"}`, ErrIdPUnavailable},
		{"503 means disabled", http.StatusServiceUnavailable, `{"error":"API disabled on the server"}`, ErrAPIDisabled},
		{"429 rate limited", http.StatusTooManyRequests, `{"error":"slow down"}`, ErrRateLimited},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
				w.WriteHeader(tt.status)
				_, _ = w.Write([]byte(tt.body))
			}))
			defer srv.Close()

			c := New(srv.URL, "test-key", "qa@tallyhofreight.com")
			_, err := c.ListContactLists(context.Background())
			if !errors.Is(err, tt.want) {
				t.Fatalf("got %v, want %v", err, tt.want)
			}
		})
	}
}

func TestAppendContacts_SendsPhones(t *testing.T) {
	var gotPath string
	var got struct {
		Contacts []Contact `json:"contacts"`
	}
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		gotPath = r.URL.Path
		_ = json.NewDecoder(r.Body).Decode(&got)
		w.WriteHeader(http.StatusNoContent)
	}))
	defer srv.Close()

	c := New(srv.URL+"/api/public/v1", "test-key", "qa@tallyhofreight.com")
	err := c.AppendContacts(context.Background(), "cl_8812", []Contact{{Phone: "+15125550143"}})
	if err != nil {
		t.Fatal(err)
	}
	if gotPath != "/api/public/v1/contact-lists/cl_8812/contacts" {
		t.Errorf("unexpected path %q", gotPath)
	}
	if len(got.Contacts) != 1 || got.Contacts[0].Phone != "+15125550143" {
		t.Errorf("unexpected body %+v", got)
	}
}
