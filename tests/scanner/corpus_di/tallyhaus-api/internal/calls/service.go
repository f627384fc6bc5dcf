// Package calls starts outbound calls through Ringlane (already on the v2 API).
package calls

import (
	"bytes"
	"encoding/json"
	"fmt"
	"net/http"
	"time"

	"github.com/go-chi/chi/v5"

	"github.com/tallyhaus/tallyhaus-api/internal/httpapi/middleware"
)

type Service struct {
	BaseURL string // https://api.ringlane.io/api/public/v2
	APIKey  string // rlk_live_<uuid>.<secret>
	HTTP    *http.Client
}

func NewService(baseURL, key string) *Service {
	return &Service{BaseURL: baseURL, APIKey: key, HTTP: &http.Client{Timeout: 8 * time.Second}}
}

type v2Error struct {
	Error struct {
		Code    string `json:"code"`
		Message string `json:"message"`
	} `json:"error"`
}

func (s *Service) StartCall(w http.ResponseWriter, r *http.Request) {
	id, _ := middleware.IdentityFrom(r.Context())
	var in struct {
		Phone  string `json:"phone"`
		ListID string `json:"list_id"`
	}
	if err := json.NewDecoder(r.Body).Decode(&in); err != nil {
		middleware.WriteError(w, http.StatusBadRequest, "invalid json")
		return
	}
	payload, _ := json.Marshal(map[string]string{"to": in.Phone, "agent_email": id.Email, "audience_id": in.ListID})
	req, _ := http.NewRequestWithContext(r.Context(), http.MethodPost, s.BaseURL+"/calls", bytes.NewReader(payload))
	req.Header.Set("Authorization", "Bearer "+s.APIKey)
	req.Header.Set("Content-Type", "application/json")
	resp, err := s.HTTP.Do(req)
	if err != nil {
		middleware.WriteError(w, http.StatusBadGateway, "dialer unreachable")
		return
	}
	defer resp.Body.Close()
	if resp.StatusCode >= 400 {
		var e v2Error
		_ = json.NewDecoder(resp.Body).Decode(&e)
		switch e.Error.Code {
		case "agent_not_found":
			middleware.WriteError(w, http.StatusUnprocessableEntity, "you don't have a dialer seat yet")
		case "rate_limited":
			middleware.WriteError(w, http.StatusTooManyRequests, "slow down")
		default:
			middleware.WriteError(w, http.StatusBadGateway, fmt.Sprintf("dialer error: %s", e.Error.Code))
		}
		return
	}
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(http.StatusAccepted)
	_, _ = bytes.NewBuffer(nil).ReadFrom(resp.Body)
}

func (s *Service) GetCall(w http.ResponseWriter, r *http.Request) {
	req, _ := http.NewRequestWithContext(r.Context(), http.MethodGet, s.BaseURL+"/calls/"+chi.URLParam(r, "id"), nil)
	req.Header.Set("Authorization", "Bearer "+s.APIKey)
	resp, err := s.HTTP.Do(req)
	if err != nil {
		middleware.WriteError(w, http.StatusBadGateway, "dialer unreachable")
		return
	}
	defer resp.Body.Close()
	if resp.StatusCode == http.StatusNotFound {
		middleware.WriteError(w, http.StatusNotFound, "call not found")
		return
	}
	w.Header().Set("Content-Type", "application/json")
	_, _ = bytes.NewBuffer(nil).ReadFrom(resp.Body)
}
