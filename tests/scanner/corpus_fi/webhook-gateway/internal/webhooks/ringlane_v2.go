package webhooks

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"strconv"
	"strings"
	"time"
)

// verifyServiceSignature checks the v2 "Service-Signature: t=<ms>,v1=<hex>" header.
// Not wired up yet: Ringlane only sends it once the tenant switches webhooks to v2.
func verifyServiceSignature(header string, body, secret []byte, now time.Time) error {
	var ts, sig string
	for _, part := range strings.Split(header, ",") {
		k, v, _ := strings.Cut(strings.TrimSpace(part), "=")
		switch k {
		case "t":
			ts = v
		case "v1":
			sig = v
		}
	}
	if ts == "" || sig == "" {
		return errors.New("malformed Service-Signature")
	}
	ms, err := strconv.ParseInt(ts, 10, 64)
	if err != nil {
		return err
	}
	if now.Sub(time.UnixMilli(ms)).Abs() > 5*time.Minute {
		return errors.New("signature timestamp outside tolerance")
	}
	mac := hmac.New(sha256.New, secret)
	mac.Write([]byte(ts + "."))
	mac.Write(body)
	if !hmac.Equal([]byte(sig), []byte(hex.EncodeToString(mac.Sum(nil)))) {
		return errors.New("signature mismatch")
	}
	return nil
}
