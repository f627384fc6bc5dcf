package webhook

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"io"
	"net/http"

	"github.com/rs/zerolog/log"
)

type CallEvent struct {
	Type    string `json:"type"`
	CallID  string `json:"call_id"`
	Outcome string `json:"outcome"`
	Phone   string `json:"phone"`
}

// DialstreamHandler receives call outcome events.
func DialstreamHandler(secret []byte, sink chan<- CallEvent) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		body, err := io.ReadAll(io.LimitReader(r.Body, 1<<20))
		if err != nil {
			http.Error(w, "read error", http.StatusBadRequest)
			return
		}

		given := r.Header.Get("X-Dialstream-Signature")
		mac := hmac.New(sha256.New, secret)
		mac.Write(body)
		want := hex.EncodeToString(mac.Sum(nil))
		if !hmac.Equal([]byte(want), []byte(given)) {
			log.Warn().Str("remote", r.RemoteAddr).Msg("dialstream webhook: bad signature")
			w.WriteHeader(http.StatusUnauthorized)
			return
		}

		var ev CallEvent
		if err := json.Unmarshal(body, &ev); err != nil {
			http.Error(w, "bad json", http.StatusBadRequest)
			return
		}
		sink <- ev
		w.WriteHeader(http.StatusNoContent)
	}
}
