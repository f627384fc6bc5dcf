package webhooks

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"io"
	"net/http"
)

var ErrBadSignature = errors.New("webhooks: bad signature")

// VerifyCallHarbor checks the legacy per-tenant HMAC header.
func VerifyCallHarbor(r *http.Request, secret []byte) ([]byte, error) {
	body, err := io.ReadAll(r.Body)
	if err != nil {
		return nil, err
	}
	got := r.Header.Get("X-Callharbor-Signature")
	mac := hmac.New(sha256.New, secret)
	mac.Write(body)
	if !hmac.Equal([]byte(hex.EncodeToString(mac.Sum(nil))), []byte(got)) {
		return nil, ErrBadSignature
	}
	return body, nil
}
