package webhook

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"io"
	"net/http"
)

// RinglaneHandler receives call.completed events and stores them raw.
type RinglaneHandler struct {
	Secret []byte
	Store  EventStore
}

func (h *RinglaneHandler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	body, err := io.ReadAll(io.LimitReader(r.Body, 1<<20))
	if err != nil {
		http.Error(w, "read error", http.StatusBadRequest)
		return
	}
	sig := r.Header.Get("X-Ringlane-Signature")
	mac := hmac.New(sha256.New, h.Secret)
	mac.Write(body)
	expected := hex.EncodeToString(mac.Sum(nil))
	ok := hmac.Equal([]byte(sig), []byte(expected))
	if err := h.Store.Save(r.Context(), "ringlane", sig, ok, body); err != nil {
		http.Error(w, "store error", http.StatusInternalServerError)
		return
	}
	if !ok {
		http.Error(w, "bad signature", http.StatusUnauthorized)
		return
	}
	w.WriteHeader(http.StatusNoContent)
}
