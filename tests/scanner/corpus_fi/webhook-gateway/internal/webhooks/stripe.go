package webhooks

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/hex"
	"io"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/brindlefreight/webhook-gateway/internal/httpx"
)

// StripeHandler verifies Stripe's "Stripe-Signature: t=...,v1=..." header.
type StripeHandler struct {
	Secret  []byte
	Publish func(topic string, payload []byte) error
}

func (h *StripeHandler) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	body, err := io.ReadAll(http.MaxBytesReader(w, r.Body, 1<<20))
	if err != nil {
		httpx.Error(w, http.StatusBadRequest, "read body")
		return
	}
	header := r.Header.Get("Stripe-Signature")
	var ts string
	var sigs []string
	for _, p := range strings.Split(header, ",") {
		k, v, _ := strings.Cut(p, "=")
		if k == "t" {
			ts = v
		} else if k == "v1" {
			sigs = append(sigs, v)
		}
	}
	sec, _ := strconv.ParseInt(ts, 10, 64)
	if time.Since(time.Unix(sec, 0)) > 5*time.Minute {
		httpx.Error(w, http.StatusBadRequest, "stale signature")
		return
	}
	mac := hmac.New(sha256.New, h.Secret)
	mac.Write([]byte(ts + "." + string(body)))
	want := hex.EncodeToString(mac.Sum(nil))
	for _, s := range sigs {
		if hmac.Equal([]byte(s), []byte(want)) {
			_ = h.Publish("stripe.event", body)
			w.WriteHeader(http.StatusOK)
			return
		}
	}
	httpx.Error(w, http.StatusBadRequest, "no matching signature")
}
