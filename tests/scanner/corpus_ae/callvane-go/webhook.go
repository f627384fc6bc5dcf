package callvane

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"io"
	"net/http"
)

// SignatureHeader carries the hex HMAC-SHA256 of the raw body.
const SignatureHeader = "X-Callvane-Signature"

var ErrBadSignature = errors.New("callvane: webhook signature mismatch")

// VerifyWebhook checks the signature and returns the raw body.
func VerifyWebhook(r *http.Request, secret []byte) ([]byte, error) {
	body, err := io.ReadAll(io.LimitReader(r.Body, 1<<20))
	if err != nil {
		return nil, err
	}
	got, err := hex.DecodeString(r.Header.Get(SignatureHeader))
	if err != nil {
		return nil, ErrBadSignature
	}
	mac := hmac.New(sha256.New, secret)
	mac.Write(body)
	if !hmac.Equal(got, mac.Sum(nil)) {
		return nil, ErrBadSignature
	}
	return body, nil
}
