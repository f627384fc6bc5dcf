package server

import (
	"encoding/json"
	"log/slog"
	"net/http"
	"os"

	"github.com/harborpine/dialer-bridge/internal/callvane"
)

var webhookSecret = []byte(os.Getenv("BRIDGE_CALLVANE_WEBHOOK_SECRET"))

// Handler exposes a tiny internal API used by the warehouse tablets to queue
// customers for a call back. The tablets identify the operator in X-User-Id.
type Handler struct {
	Callvane *callvane.Client
	ListID   string
}

type queueRequest struct {
	Phone string `json:"phone"`
	Name  string `json:"name"`
}

func (h *Handler) Routes() http.Handler {
	mux := http.NewServeMux()
	mux.HandleFunc("POST /v1/callbacks", h.queueCallback)
	mux.HandleFunc("POST /v1/callvane/events", h.callvaneEvent)
	mux.HandleFunc("GET /healthz", func(w http.ResponseWriter, _ *http.Request) { w.WriteHeader(http.StatusOK) })
	return mux
}

func (h *Handler) queueCallback(w http.ResponseWriter, r *http.Request) {
	operator := r.Header.Get("X-User-Id")
	if operator == "" {
		writeErr(w, http.StatusBadRequest, "missing operator")
		return
	}

	var req queueRequest
	if err := json.NewDecoder(r.Body).Decode(&req); err != nil || req.Phone == "" {
		writeErr(w, http.StatusBadRequest, "phone is required")
		return
	}

	err := h.Callvane.AddContacts(r.Context(), h.ListID, []callvane.Contact{{Phone: req.Phone, FirstName: req.Name}})
	if err != nil {
		slog.Error("queue callback", "operator", operator, "err", err)
		if callvane.IsUserNotFound(err) {
			writeErr(w, http.StatusFailedDependency, "bridge user is not provisioned in Callvane")
			return
		}
		writeErr(w, http.StatusBadGateway, "dialer unavailable")
		return
	}
	w.WriteHeader(http.StatusAccepted)
}

func writeErr(w http.ResponseWriter, status int, msg string) {
	w.Header().Set("Content-Type", "application/json")
	w.WriteHeader(status)
	_ = json.NewEncoder(w).Encode(map[string]string{"error": msg})
}

func (h *Handler) callvaneEvent(w http.ResponseWriter, r *http.Request) {
	body, err := callvane.VerifyWebhook(r, webhookSecret)
	if err != nil {
		writeErr(w, http.StatusUnauthorized, "bad signature")
		return
	}
	var ev struct {
		Type string `json:"type"`
	}
	_ = json.Unmarshal(body, &ev)
	slog.Info("callvane event", "type", ev.Type)
	w.WriteHeader(http.StatusNoContent)
}
