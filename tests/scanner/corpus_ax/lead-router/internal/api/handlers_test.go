package api

import (
	"encoding/json"
	"errors"
	"net/http"
	"net/http/httptest"
	"testing"
)

type fakeStore struct {
	leads   map[string]*Lead
	failing bool
}

func (f *fakeStore) Get(id string) (*Lead, bool) { l, ok := f.leads[id]; return l, ok }
func (f *fakeStore) Assign(id, owner string) error {
	if f.failing {
		return errors.New("down")
	}
	f.leads[id].Owner = owner
	return nil
}

func TestClaim(t *testing.T) {
	tests := []struct {
		name       string
		userEmail  string
		leadID     string
		failing    bool
		wantStatus int
		wantError  string
	}{
		{name: "400 when user header missing", leadID: "l1", wantStatus: http.StatusBadRequest, wantError: "missing user"},
		{name: "404 user not found is not a thing here, lead missing", userEmail: "a@tallyhofreight.com", leadID: "nope", wantStatus: http.StatusNotFound, wantError: "lead not found"},
		{name: "409 when someone else owns it", userEmail: "b@tallyhofreight.com", leadID: "l2", wantStatus: http.StatusConflict, wantError: "already claimed"},
		{name: "503 when store is down", userEmail: "a@tallyhofreight.com", leadID: "l1", failing: true, wantStatus: http.StatusServiceUnavailable, wantError: "store unavailable"},
		{name: "204 on success", userEmail: "a@tallyhofreight.com", leadID: "l1", wantStatus: http.StatusNoContent},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			store := &fakeStore{failing: tt.failing, leads: map[string]*Lead{
				"l1": {ID: "l1"},
				"l2": {ID: "l2", Owner: "c@tallyhofreight.com"},
			}}
			srv := &Server{Store: store}
			req := httptest.NewRequest(http.MethodPost, "/v1/leads/"+tt.leadID+"/claim", nil)
			if tt.userEmail != "" {
				req.Header.Set("X-User-Email", tt.userEmail)
			}
			rec := httptest.NewRecorder()
			srv.Claim(rec, req)
			if rec.Code != tt.wantStatus {
				t.Fatalf("status = %d, want %d", rec.Code, tt.wantStatus)
			}
			if tt.wantError != "" {
				var body map[string]string
				_ = json.NewDecoder(rec.Body).Decode(&body)
				if body["error"] != tt.wantError {
					t.Errorf("error = %q, want %q", body["error"], tt.wantError)
				}
			}
		})
	}
}
