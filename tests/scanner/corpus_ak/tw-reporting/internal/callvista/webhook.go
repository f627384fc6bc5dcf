package callvista

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"io"
	"net/http"
)

// VerifyWebhook checks the HMAC Callvista puts on outbound call-outcome events.
func VerifyWebhook(r *http.Request, secret []byte) ([]byte, bool) {
	body, err := io.ReadAll(r.Body)
	if err != nil {
		return nil, false
	}
	got, err := hex.DecodeString(r.Header.Get("X-Callvista-Signature"))
	if err != nil {
		return nil, false
	}
	mac := hmac.New(sha256.New, secret)
	mac.Write(body)
	return body, hmac.Equal(got, mac.Sum(nil))
}
