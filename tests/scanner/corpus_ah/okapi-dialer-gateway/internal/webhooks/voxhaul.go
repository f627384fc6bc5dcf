package webhooks

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"io"
	"net/http"
)

// VoxhaulHandler receives call.completed / list.updated events from Voxhaul.
type VoxhaulHandler struct {
	SigningSecret []byte
	Events        chan<- []byte
}

func (h *VoxhaulHandler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	body, err := io.ReadAll(io.LimitReader(r.Body, 1<<20))
	if err != nil {
		http.Error(w, "read error", http.StatusBadRequest)
		return
	}
	sig := r.Header.Get("X-Voxhaul-Signature")
	mac := hmac.New(sha256.New, h.SigningSecret)
	mac.Write(body)
	if !hmac.Equal([]byte(hex.EncodeToString(mac.Sum(nil))), []byte(sig)) {
		http.Error(w, "bad signature", http.StatusUnauthorized)
		return
	}
	h.Events <- body
	w.WriteHeader(http.StatusNoContent)
}
