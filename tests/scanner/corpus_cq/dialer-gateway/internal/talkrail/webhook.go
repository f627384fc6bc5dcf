package talkrail

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"io"
	"net/http"
)

// VerifyWebhook checks the legacy HMAC header Talkrail puts on outbound events.
func VerifyWebhook(secret []byte, r *http.Request) ([]byte, bool) {
	body, err := io.ReadAll(r.Body)
	if err != nil {
		return nil, false
	}
	sig := r.Header.Get("X-Talkrail-Signature")
	mac := hmac.New(sha256.New, secret)
	mac.Write(body)
	want := hex.EncodeToString(mac.Sum(nil))
	return body, hmac.Equal([]byte(sig), []byte(want))
}
