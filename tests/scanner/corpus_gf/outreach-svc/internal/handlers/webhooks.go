package handlers

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"io"
	"net/http"

	"go.uber.org/zap"
)

// WebhookVerifier checks RingPilot's call-event webhooks.
type WebhookVerifier struct {
	Secret []byte
}

func (v *WebhookVerifier) Valid(body []byte, sig string) bool {
	mac := hmac.New(sha256.New, v.Secret)
	mac.Write(body)
	expected := hex.EncodeToString(mac.Sum(nil))
	return hmac.Equal([]byte(expected), []byte(sig))
}

func (h *Handler) ringpilotWebhook(w http.ResponseWriter, r *http.Request) {
	body, err := io.ReadAll(io.LimitReader(r.Body, 1<<20))
	if err != nil {
		http.Error(w, "read body", http.StatusBadRequest)
		return
	}
	sig := r.Header.Get("X-RingPilot-Signature")
	if !h.Webhooks.Valid(body, sig) {
		h.Log.Warn("ringpilot webhook with bad signature", zap.String("remote", r.RemoteAddr))
		http.Error(w, "invalid signature", http.StatusUnauthorized)
		return
	}
	// TODO(outreach-142): persist call.completed events
	w.WriteHeader(http.StatusAccepted)
}
