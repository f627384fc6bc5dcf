package server

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"github.com/labstack/echo/v4"

	"gitlab.pebblecart.io/revops/dialer-gateway/pkg/voxbridge"
)

func TestMapVoxErr(t *testing.T) {
	tests := []struct {
		name       string
		err        error
		wantStatus int
		wantBody   string
	}{
		{"nil -> 202", nil, http.StatusAccepted, ""},
		{"unknown agent -> 403", voxbridge.ErrUnknownAgent, http.StatusForbidden, `{"error":"agent not provisioned in dialer"}`},
		{"disabled -> 503", voxbridge.ErrDisabled, http.StatusServiceUnavailable, `{"error":"dialer integration disabled"}`},
		{"other -> 502", &voxbridge.RequestError{StatusCode: 500, Msg: "boom"}, http.StatusBadGateway, `{"error":"upstream error"}`},
	}
	e := echo.New()
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			req := httptest.NewRequest(http.MethodPost, "/v1/segments/s1/dial", nil)
			req.Header.Set("X-User-Id", "00u9zzz")
			rec := httptest.NewRecorder()
			c := e.NewContext(req, rec)
			_ = mapVoxErr(c, tt.err, http.StatusAccepted)
			if rec.Code != tt.wantStatus {
				t.Fatalf("status = %d, want %d", rec.Code, tt.wantStatus)
			}
			if tt.wantBody != "" && strings.TrimSpace(rec.Body.String()) != tt.wantBody {
				t.Errorf("body = %s", rec.Body.String())
			}
		})
	}
}
