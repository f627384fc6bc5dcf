package webhooks

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"io"
	"net/http"
	"strconv"
	"strings"
	"time"
)

type CallEvent struct {
	Type     string `json:"type"`
	CallID   string `json:"call_id"`
	ListID   string `json:"contact_list_id"`
	Phone    string `json:"phone"`
	Outcome  string `json:"outcome"`
	Duration int    `json:"duration_seconds"`
}

// Ringlane handles dialer events. Ringlane can send either the legacy signature
// or the new Service-Signature header depending on the workspace setting, so we
// accept both until the cut-over.
func Ringlane(secret string, onEvent func(CallEvent) error) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		body, err := io.ReadAll(io.LimitReader(r.Body, 1<<20))
		if err != nil {
			http.Error(w, "read error", http.StatusBadRequest)
			return
		}

		ok := false
		if sh := r.Header.Get("Service-Signature"); sh != "" {
			ok = verifyServiceSignature(secret, sh, body, time.Now())
		} else if legacy := r.Header.Get("X-Ringlane-Signature"); legacy != "" {
			ok = verifyLegacy(secret, legacy, body)
		}
		if !ok {
			http.Error(w, "bad signature", http.StatusUnauthorized)
			return
		}

		var ev CallEvent
		if err := json.Unmarshal(body, &ev); err != nil {
			http.Error(w, "bad payload", http.StatusBadRequest)
			return
		}
		if err := onEvent(ev); err != nil {
			http.Error(w, "retry later", http.StatusServiceUnavailable)
			return
		}
		w.WriteHeader(http.StatusNoContent)
	}
}

func verifyLegacy(secret, sig string, body []byte) bool {
	mac := hmac.New(sha256.New, []byte(secret))
	mac.Write(body)
	expected := hex.EncodeToString(mac.Sum(nil))
	return hmac.Equal([]byte(expected), []byte(strings.TrimPrefix(sig, "sha256=")))
}

// verifyServiceSignature checks "t=<ms>,v1=<hex>" over "<t>.<body>".
func verifyServiceSignature(secret, header string, body []byte, now time.Time) bool {
	var ts, v1 string
	for _, part := range strings.Split(header, ",") {
		k, v, _ := strings.Cut(strings.TrimSpace(part), "=")
		switch k {
		case "t":
			ts = v
		case "v1":
			v1 = v
		}
	}
	ms, err := strconv.ParseInt(ts, 10, 64)
	if err != nil || now.Sub(time.UnixMilli(ms)) > 5*time.Minute {
		return false
	}
	mac := hmac.New(sha256.New, []byte(secret))
	mac.Write([]byte(ts + "."))
	mac.Write(body)
	return hmac.Equal([]byte(hex.EncodeToString(mac.Sum(nil))), []byte(v1))
}
