package calling

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"io"
	"net/http"
	"strconv"
	"strings"
	"time"
)

// LegacyHandler receives the pre-v2 outbound webhooks. The signature is a hex
// HMAC-SHA256 of the body alone; there is no timestamp to check.
func LegacyHandler(secret []byte, sink func([]byte) error) http.HandlerFunc {
	return func(w http.ResponseWriter, r *http.Request) {
		body, err := io.ReadAll(io.LimitReader(r.Body, 1<<20))
		if err != nil {
			http.Error(w, "read error", http.StatusBadRequest)
			return
		}
		sig := r.Header.Get("X-Calling-Signature")
		mac := hmac.New(sha256.New, secret)
		mac.Write(body)
		if !hmac.Equal([]byte(sig), []byte(hex.EncodeToString(mac.Sum(nil)))) {
			http.Error(w, "bad signature", http.StatusUnauthorized)
			return
		}
		if err := sink(body); err != nil {
			http.Error(w, "retry", http.StatusServiceUnavailable)
			return
		}
		w.WriteHeader(http.StatusNoContent)
	}
}

// VerifyServiceSignature checks a v2 "Service-Signature: t=<ms>,v1=<hex>" header.
func VerifyServiceSignature(header string, raw []byte, secret string, now time.Time) bool {
	var ts int64
	var candidates []string
	for _, part := range strings.Split(header, ",") {
		k, v, ok := strings.Cut(strings.TrimSpace(part), "=")
		if !ok {
			continue
		}
		switch k {
		case "t":
			ts, _ = strconv.ParseInt(v, 10, 64)
		case "v1":
			candidates = append(candidates, v)
		}
	}
	if ts == 0 || len(candidates) == 0 {
		return false
	}
	if d := now.Sub(time.UnixMilli(ts)); d > 5*time.Minute || d < -5*time.Minute {
		return false
	}
	mac := hmac.New(sha256.New, []byte(secret))
	mac.Write([]byte(strconv.FormatInt(ts, 10) + "."))
	mac.Write(raw)
	want := hex.EncodeToString(mac.Sum(nil))
	for _, c := range candidates {
		if hmac.Equal([]byte(c), []byte(want)) {
			return true
		}
	}
	return false
}
