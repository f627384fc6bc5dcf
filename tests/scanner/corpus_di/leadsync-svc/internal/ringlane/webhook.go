package ringlane

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"io"
	"net/http"
)

var ErrBadSignature = errors.New("ringlane: webhook signature mismatch")

// VerifyWebhook reads the request body and checks Ringlane's HMAC signature.
// Used by the list.updated callback registered when a dial list is created.
func VerifyWebhook(r *http.Request, secret []byte) ([]byte, error) {
	body, err := io.ReadAll(r.Body)
	if err != nil {
		return nil, err
	}
	sig := r.Header.Get("x-ringlane-signature")
	if sig == "" {
		return nil, ErrBadSignature
	}
	mac := hmac.New(sha256.New, secret)
	mac.Write(body)
	want := hex.EncodeToString(mac.Sum(nil))
	if !hmac.Equal([]byte(want), []byte(sig)) {
		return nil, ErrBadSignature
	}
	return body, nil
}
