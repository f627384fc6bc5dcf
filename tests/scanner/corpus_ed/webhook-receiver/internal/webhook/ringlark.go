package webhook

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"io"
	"net/http"
)

const maxBody = 1 << 20

var ErrBadSignature = errors.New("webhook: signature mismatch")

// RinglarkVerifier checks call-outcome webhooks from Ringlark.
type RinglarkVerifier struct {
	Secret []byte
}

func (v RinglarkVerifier) Verify(r *http.Request) ([]byte, error) {
	body, err := io.ReadAll(io.LimitReader(r.Body, maxBody))
	if err != nil {
		return nil, err
	}
	sig := r.Header.Get("X-Ringlark-Signature")
	if sig == "" {
		return nil, ErrBadSignature
	}
	mac := hmac.New(sha256.New, v.Secret)
	mac.Write(body)
	want := hex.EncodeToString(mac.Sum(nil))
	if !hmac.Equal([]byte(want), []byte(sig)) {
		return nil, ErrBadSignature
	}
	return body, nil
}
