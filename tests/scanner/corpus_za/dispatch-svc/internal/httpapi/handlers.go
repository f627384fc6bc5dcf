package httpapi

import (
	"encoding/json"
	"errors"
	"log/slog"
	"net/http"

	"github.com/go-chi/chi/v5"

	"github.com/harborline/dispatch-svc/internal/callcrest"
)

type Handlers struct {
	cc  *callcrest.Client
	log *slog.Logger
}

func NewHandlers(cc *callcrest.Client, log *slog.Logger) *Handlers {
	return &Handlers{cc: cc, log: log}
}

func writeJSON(w http.ResponseWriter, status int, v any) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(v)
}

func (h *Handlers) ListCallLists(w http.ResponseWriter, r *http.Request) {
	lists, err := h.cc.ListContactLists(r.Context(), UserFrom(r.Context()))
	if err != nil {
		h.fail(w, err)
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{"lists": lists})
}

func (h *Handlers) AddDrivers(w http.ResponseWriter, r *http.Request) {
	var in struct {
		Drivers []callcrest.Contact `json:"drivers"`
	}
	if err := json.NewDecoder(r.Body).Decode(&in); err != nil {
		writeJSON(w, http.StatusBadRequest, map[string]string{"error": "invalid body"})
		return
	}
	if err := h.cc.AddContacts(r.Context(), UserFrom(r.Context()), chi.URLParam(r, "listID"), in.Drivers); err != nil {
		h.fail(w, err)
		return
	}
	w.WriteHeader(http.StatusNoContent)
}

func (h *Handlers) OnCallEvent(ev callcrest.CallEvent) {
	h.log.Info("call event", "type", ev.Type, "call", ev.CallID, "result", ev.Result)
}

func (h *Handlers) fail(w http.ResponseWriter, err error) {
	switch {
	case errors.Is(err, callcrest.ErrUserNotFound):
		writeJSON(w, http.StatusForbidden, map[string]string{"error": "your account is not provisioned in CallCrest"})
	case errors.Is(err, callcrest.ErrListNotFound):
		writeJSON(w, http.StatusNotFound, map[string]string{"error": "list not found"})
	default:
		h.log.Error("callcrest failure", "err", err)
		writeJSON(w, http.StatusBadGateway, map[string]string{"error": "upstream error"})
	}
}
