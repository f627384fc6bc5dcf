package hooks

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"io"
	"net/http"
	"os"
)

// DispositionHook receives Dialcraft "list.exported" callbacks so we know when
// a list snapshot is consistent.
func DispositionHook(w http.ResponseWriter, r *http.Request) {
	body, err := io.ReadAll(http.MaxBytesReader(w, r.Body, 1<<20))
	if err != nil {
		http.Error(w, "too large", http.StatusRequestEntityTooLarge)
		return
	}
	got := r.Header.Get("X-Dialcraft-Signature")
	mac := hmac.New(sha256.New, []byte(os.Getenv("DIALCRAFT_WEBHOOK_SECRET")))
	mac.Write(body)
	want := hex.EncodeToString(mac.Sum(nil))
	if !hmac.Equal([]byte(got), []byte(want)) {
		http.Error(w, "bad signature", http.StatusUnauthorized)
		return
	}
	w.WriteHeader(http.StatusNoContent)
}

// SlackCommand handles /export slash commands from Slack.
func SlackCommand(w http.ResponseWriter, r *http.Request) {
	ts := r.Header.Get("X-Slack-Request-Timestamp")
	sig := r.Header.Get("X-Slack-Signature")
	body, _ := io.ReadAll(r.Body)
	mac := hmac.New(sha256.New, []byte(os.Getenv("SLACK_SIGNING_SECRET")))
	mac.Write([]byte("v0:" + ts + ":" + string(body)))
	if !hmac.Equal([]byte(sig), []byte("v0="+hex.EncodeToString(mac.Sum(nil)))) {
		http.Error(w, "bad slack signature", http.StatusUnauthorized)
		return
	}
	w.WriteHeader(http.StatusOK)
}
