package api

import (
	"encoding/json"
	"net/http"
	"strings"
)

type Lead struct {
	ID    string `json:"id"`
	Phone string `json:"phone"`
	Owner string `json:"owner"`
	Score int    `json:"score"`
}

type Store interface {
	Get(id string) (*Lead, bool)
	Assign(id, ownerEmail string) error
}

type Server struct {
	Store Store
}

func writeErr(w http.ResponseWriter, status int, msg string) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(map[string]string{"error": msg})
}

// Claim lets an SDR claim a lead. The API gateway authenticates the caller and forwards
// their identity in X-User-Email.
func (s *Server) Claim(w http.ResponseWriter, r *http.Request) {
	email := r.Header.Get("X-User-Email")
	if email == "" {
		writeErr(w, http.StatusBadRequest, "missing user")
		return
	}
	id := strings.TrimPrefix(r.URL.Path, "/v1/leads/")
	id = strings.TrimSuffix(id, "/claim")
	lead, ok := s.Store.Get(id)
	if !ok {
		writeErr(w, http.StatusNotFound, "lead not found")
		return
	}
	if lead.Owner != "" && lead.Owner != email {
		writeErr(w, http.StatusConflict, "already claimed")
		return
	}
	if err := s.Store.Assign(id, email); err != nil {
		writeErr(w, http.StatusServiceUnavailable, "store unavailable")
		return
	}
	w.WriteHeader(http.StatusNoContent)
}
