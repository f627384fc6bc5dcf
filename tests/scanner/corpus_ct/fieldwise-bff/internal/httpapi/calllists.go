package httpapi

import (
	"encoding/json"
	"errors"
	"net/http"

	"github.com/fieldwise/fieldwise-bff/internal/ringlane"
)

type CallListHandler struct {
	Ringlane *ringlane.Client
}

// GET /mobile/call-lists – suggested lists for the signed-in rep.
func (h *CallListHandler) List(w http.ResponseWriter, r *http.Request) {
	u := r.Context().Value(userKey).(User)
	lists, err := h.Ringlane.ListContactLists(r.Context(), u.Email)
	if err != nil {
		var apiErr *ringlane.APIError
		switch {
		case errors.As(err, &apiErr) && apiErr.UserNotFound():
			writeError(w, http.StatusForbidden, "calling not enabled for this user")
		case errors.As(err, &apiErr) && apiErr.Disabled():
			writeError(w, http.StatusServiceUnavailable, "calling unavailable")
		default:
			writeError(w, http.StatusBadGateway, "upstream error")
		}
		return
	}
	names := make([]string, 0, len(lists))
	for _, l := range lists {
		names = append(names, l.Name)
	}
	w.Header().Set("Content-Type", "application/json")
	_ = json.NewEncoder(w).Encode(names)
}
