package webhooks

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"io"
	"net/http"

	"github.com/rs/zerolog"
)

type CallEvent struct {
	Type   string `json:"type"`
	CallID string `json:"call_id"`
	Agent  string `json:"agent_email"`
	Result string `json:"result"`
}

type RinglaneHandler struct {
	Secret []byte
	Log    zerolog.Logger
	OnCall func(CallEvent)
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
	if !hmac.Equal([]byte(sig), []byte(expected)) {
		h.Log.Warn().Msg("ringlane webhook: bad signature")
		w.WriteHeader(http.StatusUnauthorized)
		return
	}
	var ev CallEvent
	if err := json.Unmarshal(body, &ev); err != nil {
		http.Error(w, "bad json", http.StatusBadRequest)
		return
	}
	h.OnCall(ev)
	w.WriteHeader(http.StatusAccepted)
}
