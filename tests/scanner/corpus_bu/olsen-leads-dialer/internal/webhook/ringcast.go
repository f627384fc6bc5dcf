package webhook

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

type RingcastHandler struct {
	Secret       []byte
	LegacySecret []byte
	Sink         func([]byte) error
}

func (h RingcastHandler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	body, err := io.ReadAll(io.LimitReader(r.Body, 1<<20))
	if err != nil {
		http.Error(w, "read error", http.StatusBadRequest)
		return
	}

	ok := false
	if sig := r.Header.Get("Service-Signature"); sig != "" {
		ok = h.verifyV2(sig, body)
	} else if legacy := r.Header.Get("X-Ringcast-Signature"); legacy != "" {
		// Remove once Ringcast stops dual-sending (announced for Q3).
		mac := hmac.New(sha256.New, h.LegacySecret)
		mac.Write(body)
		ok = hmac.Equal([]byte(hex.EncodeToString(mac.Sum(nil))), []byte(strings.ToLower(legacy)))
	}
	if !ok {
		http.Error(w, "invalid signature", http.StatusUnauthorized)
		return
	}
	if err := h.Sink(body); err != nil {
		http.Error(w, "sink failed", http.StatusServiceUnavailable)
		return
	}
	w.WriteHeader(http.StatusNoContent)
}

// verifyV2 checks "t=<ms>,v1=<hex>" over "<t>.<body>".
func (h RingcastHandler) verifyV2(header string, body []byte) bool {
	var ts, v1 string
	for _, part := range strings.Split(header, ",") {
		k, v, _ := strings.Cut(part, "=")
		switch k {
		case "t":
			ts = v
		case "v1":
			v1 = v
		}
	}
	ms, err := strconv.ParseInt(ts, 10, 64)
	if err != nil || time.Since(time.UnixMilli(ms)) > 5*time.Minute {
		return false
	}
	mac := hmac.New(sha256.New, h.Secret)
	mac.Write([]byte(ts + "."))
	mac.Write(body)
	return hmac.Equal([]byte(hex.EncodeToString(mac.Sum(nil))), []byte(v1))
}
