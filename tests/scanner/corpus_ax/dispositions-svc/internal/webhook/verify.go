package webhook

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"net/http"
	"strconv"
	"strings"
	"time"
)

var (
	ErrNoSignature = errors.New("webhook: missing Service-Signature")
	ErrStale       = errors.New("webhook: timestamp outside tolerance")
	ErrBadSig      = errors.New("webhook: signature mismatch")
)

const tolerance = 5 * time.Minute

// Verify checks a v2 delivery: Service-Signature: t=<unix ms>,v1=<hex hmac of "t.body">.
func Verify(r *http.Request, body, secret []byte, now time.Time) error {
	header := r.Header.Get("Service-Signature")
	if header == "" {
		return ErrNoSignature
	}
	var ts, sig string
	for _, kv := range strings.Split(header, ",") {
		k, v, _ := strings.Cut(strings.TrimSpace(kv), "=")
		switch k {
		case "t":
			ts = v
		case "v1":
			sig = v
		}
	}
	ms, err := strconv.ParseInt(ts, 10, 64)
	if err != nil {
		return ErrBadSig
	}
	if d := now.Sub(time.UnixMilli(ms)); d > tolerance || d < -tolerance {
		return ErrStale
	}
	mac := hmac.New(sha256.New, secret)
	mac.Write([]byte(ts + "."))
	mac.Write(body)
	want := mac.Sum(nil)
	got, err := hex.DecodeString(sig)
	if err != nil || !hmac.Equal(want, got) {
		return ErrBadSig
	}
	return nil
}
