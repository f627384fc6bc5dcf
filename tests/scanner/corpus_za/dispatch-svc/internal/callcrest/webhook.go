package callcrest

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"io"
	"net/http"
)

type CallEvent struct {
	Type   string `json:"type"`
	CallID string `json:"call_id"`
	ListID string `json:"contact_list_id"`
	Phone  string `json:"phone"`
	Result string `json:"result"`
}

func WebhookHandler(secret string, fn func(CallEvent)) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		body, err := io.ReadAll(io.LimitReader(r.Body, 1<<20))
		if err != nil {
			http.Error(w, "read error", http.StatusBadRequest)
			return
		}
		sig := r.Header.Get("X-CallCrest-Signature")
		mac := hmac.New(sha256.New, []byte(secret))
		mac.Write(body)
		expected := hex.EncodeToString(mac.Sum(nil))
		if !hmac.Equal([]byte(sig), []byte(expected)) {
			http.Error(w, "bad signature", http.StatusUnauthorized)
			return
		}
		var ev CallEvent
		if err := json.Unmarshal(body, &ev); err != nil {
			http.Error(w, "bad payload", http.StatusBadRequest)
			return
		}
		fn(ev)
		w.WriteHeader(http.StatusAccepted)
	}
}
