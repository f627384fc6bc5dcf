package server

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
)

func TestQueueCallbackValidation(t *testing.T) {
	cases := []struct {
		name     string
		operator string
		body     string
		want     int
	}{
		{"missing operator returns 400", "", `{"phone":"+15555550100"}`, http.StatusBadRequest},
		{"missing phone returns 400", "auth0|abc", `{}`, http.StatusBadRequest},
		{"bad json returns 400", "auth0|abc", `{`, http.StatusBadRequest},
	}
	h := &Handler{}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			req := httptest.NewRequest(http.MethodPost, "/v1/callbacks", strings.NewReader(tc.body))
			if tc.operator != "" {
				req.Header.Set("X-User-Id", tc.operator)
			}
			rec := httptest.NewRecorder()
			h.Routes().ServeHTTP(rec, req)
			if rec.Code != tc.want {
				t.Fatalf("got %d, want %d", rec.Code, tc.want)
			}
		})
	}
}
