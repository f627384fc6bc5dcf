package dialfront

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"io"
	"net/http"
)

// CallEvent is what Dialfront posts when a dial attempt finishes.
type CallEvent struct {
	Type   string `json:"type"`
	CallID string `json:"call_id"`
	ListID string `json:"list_id"`
	Phone  string `json:"phone"`
	Outcome string `json:"outcome"`
}

// WebhookHandler verifies the legacy HMAC signature and hands events to fn.
func WebhookHandler(secret []byte, fn func(CallEvent)) http.Handler {
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		body, err := io.ReadAll(io.LimitReader(r.Body, 1<<20))
		if err != nil {
			http.Error(w, "read error", http.StatusBadRequest)
			return
		}
		got, err := hex.DecodeString(r.Header.Get("X-Dialfront-Signature"))
		if err != nil {
			http.Error(w, "bad signature encoding", http.StatusUnauthorized)
			return
		}
		mac := hmac.New(sha256.New, secret)
		mac.Write(body)
		if !hmac.Equal(got, mac.Sum(nil)) {
			http.Error(w, "signature mismatch", http.StatusUnauthorized)
			return
		}
		var ev CallEvent
		if err := json.Unmarshal(body, &ev); err != nil {
			http.Error(w, "bad json", http.StatusBadRequest)
			return
		}
		fn(ev)
		w.WriteHeader(http.StatusNoContent)
	})
}
