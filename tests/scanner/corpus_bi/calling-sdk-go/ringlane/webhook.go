package ringlane

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"io"
	"net/http"
)

// VerifyLegacyWebhook checks the HMAC signature Ringlane puts on outbound events.
func VerifyLegacyWebhook(r *http.Request, secret []byte) ([]byte, bool) {
	body, err := io.ReadAll(r.Body)
	if err != nil {
		return nil, false
	}
	got := r.Header.Get("X-Ringlane-Signature")
	mac := hmac.New(sha256.New, secret)
	mac.Write(body)
	want := hex.EncodeToString(mac.Sum(nil))
	return body, hmac.Equal([]byte(got), []byte(want))
}
