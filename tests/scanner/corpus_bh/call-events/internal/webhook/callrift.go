package webhook

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"io"
	"log/slog"
	"net/http"

	"github.com/leadforge/call-events/internal/callrift"
)

const callriftSigHeader = "X-Callrift-Signature"

type callEvent struct {
	Type   string `json:"type"`
	CallID string `json:"call_id"`
	RepID  string `json:"rep_external_id"`
}

func CallriftHandler(secret string, cr *callrift.Client) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		body, err := io.ReadAll(io.LimitReader(r.Body, 1<<20))
		if err != nil {
			http.Error(w, "read error", http.StatusBadRequest)
			return
		}
		if !validSignature(secret, body, r.Header.Get(callriftSigHeader)) {
			http.Error(w, "invalid signature", http.StatusUnauthorized)
			return
		}

		var ev callEvent
		if err := json.Unmarshal(body, &ev); err != nil {
			http.Error(w, "bad json", http.StatusBadRequest)
			return
		}
		if ev.Type == "call.completed" {
			call, err := cr.Call(r.Context(), ev.CallID, ev.RepID)
			switch {
			case errors.Is(err, callrift.ErrIdPUnavailable):
				w.WriteHeader(http.StatusServiceUnavailable) // ask Callrift to redeliver
				return
			case err != nil:
				slog.Error("fetch call", "call_id", ev.CallID, "err", err)
			default:
				slog.Info("call completed", "call_id", call.ID, "duration", call.DurationSec)
			}
		}
		w.WriteHeader(http.StatusNoContent)
	}
}

func validSignature(secret string, body []byte, got string) bool {
	mac := hmac.New(sha256.New, []byte(secret))
	mac.Write(body)
	want := hex.EncodeToString(mac.Sum(nil))
	return hmac.Equal([]byte(want), []byte(got))
}
