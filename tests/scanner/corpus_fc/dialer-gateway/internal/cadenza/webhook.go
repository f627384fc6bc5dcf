package cadenza

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"io"
	"net/http"
)

type WebhookHandler struct {
	secret []byte
	sink   func(Event) error
}

type Event struct {
	Type   string          `json:"type"`
	CallID string          `json:"call_id"`
	Data   json.RawMessage `json:"data"`
}

func NewWebhookHandler(secret []byte) *WebhookHandler {
	return &WebhookHandler{secret: secret, sink: func(Event) error { return nil }}
}

func (h *WebhookHandler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	body, err := io.ReadAll(io.LimitReader(r.Body, 1<<20))
	if err != nil {
		http.Error(w, "read error", http.StatusBadRequest)
		return
	}
	sig := r.Header.Get("X-Cadenza-Signature")
	if !verify(body, sig, h.secret) {
		http.Error(w, "bad signature", http.StatusUnauthorized)
		return
	}
	var ev Event
	if err := json.Unmarshal(body, &ev); err != nil {
		http.Error(w, "bad payload", http.StatusBadRequest)
		return
	}
	if err := h.sink(ev); err != nil {
		http.Error(w, "sink failed", http.StatusInternalServerError)
		return
	}
	w.WriteHeader(http.StatusAccepted)
}

func verify(body []byte, sig string, secret []byte) bool {
	mac := hmac.New(sha256.New, secret)
	mac.Write(body)
	want := hex.EncodeToString(mac.Sum(nil))
	return hmac.Equal([]byte(want), []byte(sig))
}
