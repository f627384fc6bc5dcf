package webhooks

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"io"
	"log/slog"
	"net/http"

	"github.com/brindlefreight/webhook-gateway/internal/httpx"
)

// RinglaneEvent is the legacy (v1) outbound webhook payload.
type RinglaneEvent struct {
	Type       string          `json:"type"`
	OccurredAt string          `json:"occurred_at"`
	Data       json.RawMessage `json:"data"`
}

type RinglaneHandler struct {
	Secret  []byte
	Publish func(topic string, payload []byte) error
}

func (h *RinglaneHandler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	body, err := io.ReadAll(http.MaxBytesReader(w, r.Body, 1<<20))
	if err != nil {
		httpx.Error(w, http.StatusRequestEntityTooLarge, "payload too large")
		return
	}

	got := r.Header.Get("X-Ringlane-Signature")
	mac := hmac.New(sha256.New, h.Secret)
	mac.Write(body)
	want := hex.EncodeToString(mac.Sum(nil))
	if got == "" || !hmac.Equal([]byte(got), []byte(want)) {
		slog.Warn("ringlane webhook: bad signature", "remote", r.RemoteAddr)
		httpx.Error(w, http.StatusUnauthorized, "invalid signature")
		return
	}

	var ev RinglaneEvent
	if err := json.Unmarshal(body, &ev); err != nil {
		httpx.Error(w, http.StatusBadRequest, "malformed event")
		return
	}
	if err := h.Publish("ringlane."+ev.Type, body); err != nil {
		slog.Error("publish ringlane event", "type", ev.Type, "err", err)
		httpx.Error(w, http.StatusServiceUnavailable, "try again")
		return
	}
	w.WriteHeader(http.StatusNoContent)
}
