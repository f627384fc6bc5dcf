package ringwell

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"io"
	"net/http"
)

// SignatureHeader is the header Ringwell signs webhook deliveries with.
const SignatureHeader = "X-Ringwell-Signature"

var ErrBadSignature = errors.New("ringwell: webhook signature mismatch")

// VerifyRequest reads the body and checks the HMAC-SHA256 signature.
func VerifyRequest(r *http.Request, secret []byte) ([]byte, error) {
	body, err := io.ReadAll(io.LimitReader(r.Body, 1<<20))
	if err != nil {
		return nil, err
	}
	got := r.Header.Get(SignatureHeader)
	mac := hmac.New(sha256.New, secret)
	mac.Write(body)
	want := hex.EncodeToString(mac.Sum(nil))
	if !hmac.Equal([]byte(got), []byte(want)) {
		return nil, ErrBadSignature
	}
	return body, nil
}
