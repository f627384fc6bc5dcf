package slack

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io"
	"net/http"
	"strconv"
	"time"
)

// CommandHandler serves /dialer-status in Slack.
func CommandHandler(signingSecret string) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		body, _ := io.ReadAll(r.Body)
		ts := r.Header.Get("X-Slack-Request-Timestamp")
		sig := r.Header.Get("X-Slack-Signature")

		sec, err := strconv.ParseInt(ts, 10, 64)
		if err != nil || time.Since(time.Unix(sec, 0)) > 5*time.Minute {
			http.Error(w, "stale", http.StatusUnauthorized)
			return
		}
		mac := hmac.New(sha256.New, []byte(signingSecret))
		fmt.Fprintf(mac, "v0:%s:%s", ts, body)
		if !hmac.Equal([]byte("v0="+hex.EncodeToString(mac.Sum(nil))), []byte(sig)) {
			http.Error(w, "bad signature", http.StatusUnauthorized)
			return
		}
		w.Header().Set("Content-Type", "application/json")
		_, _ = w.Write([]byte(`{"response_type":"ephemeral","text":"Dialer is up :telephone_receiver:"}`))
	}
}
