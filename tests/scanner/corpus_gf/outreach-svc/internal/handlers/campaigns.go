package handlers

import (
	"context"
	"errors"
	"net/http"

	"github.com/go-chi/chi/v5"
	"go.uber.org/zap"

	"github.com/northbeam/outreach-svc/internal/ringpilot"
)

func withUser(ctx context.Context, email string) context.Context {
	return context.WithValue(ctx, ctxUser{}, email)
}

func (h *Handler) listCampaigns(w http.ResponseWriter, r *http.Request) {
	lists, err := h.Dialer.ListContactLists(r.Context())
	switch {
	case errors.Is(err, ringpilot.ErrAPIDisabled):
		writeJSON(w, http.StatusServiceUnavailable, map[string]string{"error": "dialer integration paused"})
		return
	case err != nil:
		h.Log.Error("list campaigns", zap.Error(err))
		writeJSON(w, http.StatusInternalServerError, map[string]string{"error": "internal error"})
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{"campaigns": lists})
}

func (h *Handler) syncStatus(w http.ResponseWriter, r *http.Request) {
	listID := chi.URLParam(r, "listID")
	list, err := h.Dialer.GetContactList(r.Context(), listID)
	if errors.Is(err, ringpilot.ErrListNotFound) {
		writeJSON(w, http.StatusNotFound, map[string]string{"error": "unknown list"})
		return
	}
	if err != nil {
		writeJSON(w, http.StatusBadGateway, map[string]string{"error": err.Error()})
		return
	}
	writeJSON(w, http.StatusOK, map[string]any{"list_id": list.ID, "size": list.Size})
}
