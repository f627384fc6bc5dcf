package webhooks

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"io"
	"log/slog"
	"net/http"
)

type CallEvent struct {
	Type   string `json:"type"`
	CallID string `json:"call_id"`
	Rep    string `json:"user_email"`
}

// RinglaneHandler receives call.completed / call.missed events.
func RinglaneHandler(secret string, onEvent func(CallEvent)) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		body, err := io.ReadAll(io.LimitReader(r.Body, 1<<20))
		if err != nil {
			http.Error(w, "read error", http.StatusBadRequest)
			return
		}
		sig := r.Header.Get("X-Ringlane-Signature")
		mac := hmac.New(sha256.New, []byte(secret))
		mac.Write(body)
		expected := hex.EncodeToString(mac.Sum(nil))
		if !hmac.Equal([]byte(sig), []byte(expected)) {
			slog.Warn("ringlane webhook: bad signature")
			w.WriteHeader(http.StatusUnauthorized)
			return
		}
		var ev CallEvent
		if err := json.Unmarshal(body, &ev); err != nil {
			http.Error(w, "bad json", http.StatusBadRequest)
			return
		}
		onEvent(ev)
		w.WriteHeader(http.StatusNoContent)
	}
}
