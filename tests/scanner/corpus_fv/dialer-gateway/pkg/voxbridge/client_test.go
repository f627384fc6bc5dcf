package voxbridge

import (
	"context"
	"encoding/json"
	"errors"
	"net/http"
	"net/http/httptest"
	"testing"
)

func TestAddContacts(t *testing.T) {
	cases := []struct {
		name      string
		status    int
		respBody  string
		wantErrIs error
	}{
		{"ok", http.StatusCreated, `{}`, nil},
		{"user not found maps to ErrUnknownAgent", http.StatusNotFound, `{"error":"user not found"}`, ErrUnknownAgent},
		{"list missing", http.StatusNotFound, `{"error":"contact list not found"}`, ErrNoSuchList},
		{"disabled", http.StatusServiceUnavailable, `{"error":"Public API is disabled"}`, ErrDisabled},
	}
	for _, tc := range cases {
		tc := tc
		t.Run(tc.name, func(t *testing.T) {
			mux := http.NewServeMux()
			mux.HandleFunc("/api/public/v1/contact-lists/L42/contacts", func(w http.ResponseWriter, r *http.Request) {
				if r.Header.Get(actingUserHdr) != "00u1abcd" {
					t.Errorf("missing acting user header")
				}
				var body map[string]any
				_ = json.NewDecoder(r.Body).Decode(&body)
				w.Header().Set("Content-Type", "application/json")
				w.WriteHeader(tc.status)
				_, _ = w.Write([]byte(tc.respBody))
			})
			srv := httptest.NewServer(mux)
			defer srv.Close()

			c := New(Config{Host: srv.URL, APIKey: "k", ActingUserID: "00u1abcd"})
			err := c.AddContacts(context.Background(), "L42", []Contact{{Phone: "+4915112345678"}})
			if tc.wantErrIs == nil && err != nil {
				t.Fatalf("unexpected error: %v", err)
			}
			if tc.wantErrIs != nil && !errors.Is(err, tc.wantErrIs) {
				t.Fatalf("want %v, got %v", tc.wantErrIs, err)
			}
		})
	}
}
