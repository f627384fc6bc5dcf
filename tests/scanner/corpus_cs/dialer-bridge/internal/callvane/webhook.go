package callvane

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"io"
	"net/http"
)

var ErrBadSignature = errors.New("callvane: bad webhook signature")

// VerifyWebhook reads the body and checks the HMAC-SHA256 signature Callvane
// puts on outbound events.
func VerifyWebhook(r *http.Request, secret []byte) ([]byte, error) {
	body, err := io.ReadAll(io.LimitReader(r.Body, 1<<20))
	if err != nil {
		return nil, err
	}
	got, err := hex.DecodeString(r.Header.Get("X-Callvane-Signature"))
	if err != nil {
		return nil, ErrBadSignature
	}
	mac := hmac.New(sha256.New, secret)
	mac.Write(body)
	if !hmac.Equal(mac.Sum(nil), got) {
		return nil, ErrBadSignature
	}
	return body, nil
}
