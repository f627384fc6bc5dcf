package callharbor

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"io"
	"net/http"
)

var ErrBadSignature = errors.New("callharbor: webhook signature mismatch")

// VerifyWebhook is used by `callctl webhook listen` when debugging call-outcome hooks locally.
func VerifyWebhook(r *http.Request, secret []byte) ([]byte, error) {
	body, err := io.ReadAll(io.LimitReader(r.Body, 1<<20))
	if err != nil {
		return nil, err
	}
	got := r.Header.Get("X-CallHarbor-Signature")
	mac := hmac.New(sha256.New, secret)
	mac.Write(body)
	want := hex.EncodeToString(mac.Sum(nil))
	if !hmac.Equal([]byte(got), []byte(want)) {
		return nil, ErrBadSignature
	}
	return body, nil
}
