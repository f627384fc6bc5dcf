package ringdeck

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"io"
	"net/http"
)

// VerifyWebhook checks the HMAC Ringdeck puts on outbound call events.
func VerifyWebhook(r *http.Request, secret []byte) ([]byte, bool) {
	body, err := io.ReadAll(r.Body)
	if err != nil {
		return nil, false
	}
	got := r.Header.Get("X-Ringdeck-Signature")
	mac := hmac.New(sha256.New, secret)
	mac.Write(body)
	want := hex.EncodeToString(mac.Sum(nil))
	return body, hmac.Equal([]byte(got), []byte(want))
}
