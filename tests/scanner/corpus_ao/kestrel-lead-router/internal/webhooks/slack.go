package webhooks

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"io"
	"net/http"
	"os"
)

// SlackCommand handles the /route-lead slash command.
func SlackCommand(w http.ResponseWriter, r *http.Request) {
	body, _ := io.ReadAll(r.Body)
	ts := r.Header.Get("X-Slack-Request-Timestamp")
	sig := r.Header.Get("X-Slack-Signature")
	mac := hmac.New(sha256.New, []byte(os.Getenv("SLACK_SIGNING_SECRET")))
	fmt.Fprintf(mac, "v0:%s:%s", ts, body)
	if !hmac.Equal([]byte(sig), []byte("v0="+hex.EncodeToString(mac.Sum(nil)))) {
		w.WriteHeader(http.StatusUnauthorized)
		w.Write([]byte(`{"error":"invalid_signature"}`))
		return
	}
	w.Write([]byte(`{"response_type":"ephemeral","text":"Lead queued"}`))
}
