package server

import (
	"encoding/json"
	"net/http"

	"github.com/go-chi/chi/v5"

	"github.com/oakhollow/dialer-gateway/internal/dialstack"
)

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	json.NewEncoder(w).Encode(v)
}

func ListRoutes(ds *dialstack.Client) http.Handler {
	r := chi.NewRouter()
	r.Get("/", func(w http.ResponseWriter, req *http.Request) {
		lists, err := ds.ListContactLists(req.Context(), UserID(req.Context()))
		switch {
		case dialstack.IsUserNotFound(err):
			writeJSON(w, http.StatusForbidden, map[string]string{"error": "not provisioned in Dialstack"})
		case dialstack.IsAPIDisabled(err):
			writeJSON(w, http.StatusServiceUnavailable, map[string]string{"error": "dialer unavailable"})
		case err != nil:
			writeJSON(w, http.StatusBadGateway, map[string]string{"error": err.Error()})
		default:
			writeJSON(w, http.StatusOK, map[string]any{"items": lists})
		}
	})
	r.Post("/{id}/contacts", func(w http.ResponseWriter, req *http.Request) {
		var in struct {
			Phones []string `json:"phones"`
		}
		if err := json.NewDecoder(req.Body).Decode(&in); err != nil {
			writeJSON(w, http.StatusBadRequest, map[string]string{"error": "invalid json"})
			return
		}
		if err := ds.AddContacts(req.Context(), UserID(req.Context()), chi.URLParam(req, "id"), in.Phones); err != nil {
			writeJSON(w, http.StatusBadGateway, map[string]string{"error": err.Error()})
			return
		}
		w.WriteHeader(http.StatusNoContent)
	})
	return r
}
